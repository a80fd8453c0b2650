import { useMutation } from '../core/graphql';
import { Box } from '@mui/material';
import { cleanFileName, FILE_NAME_MAX, requiredText, validateFile } from '@partitura/domain';
import { useTranslation } from '../core/i18n/useTranslation';
import { FormTextField } from '../core/editor/FormTextField';
import { RecordEditor } from '../core/editor/RecordEditor';
import { useEditorForm } from '../core/editor/useEditorForm';
import { UpsertFileMutation } from './file-documents';
import { recordPath, type FolderLink } from './file-model';
import { folderChoice, type FolderChoice } from './FolderBrowser';
import { FolderField } from './FolderField';

export type FileFormValues = { filename: string; folder: FolderChoice };

/** The file or folder being edited; `version` is sent back with the save. */
export type EditedFile = {
  id: string;
  version: number;
  filename: string;
  is_folder: boolean;
  folders: FolderLink[];
};

type Props = {
  file: EditedFile;
  /** Loads the stored version again (offered after a conflict). */
  onReload: () => void;
};

/** The name as it will be stored (cleaned), checked by the domain's rule (spec §5). */
const validate = (values: FileFormValues) =>
  validateFile({ filename: cleanFileName(values.filename) });

/**
 * Renames and moves a file or folder (its content stays what was uploaded): the name, checked
 * by the domain rule, and its folder, chosen by browsing the tree; saved with its version.
 */
export function FileEditor({ file, onReload }: Props) {
  const { t } = useTranslation();
  const [upsert] = useMutation(UpsertFileMutation);
  const form = useEditorForm<FileFormValues>(
    { filename: file.filename, folder: folderChoice(file.folders) },
    validate,
  );
  const view = recordPath(file);

  const fields = (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <FormTextField
        name="filename"
        label={t('files.filename')}
        help={t('files.filename_help')}
        required
        slotProps={{ htmlInput: { maxLength: FILE_NAME_MAX, spellCheck: false } }}
      />
      <FolderField
        name="folder"
        label={t('files.folder')}
        // A folder cannot go into itself (the server refuses its sub-folders too).
        disabledIds={file.is_folder ? new Set([file.id]) : undefined}
      />
    </Box>
  );

  return (
    <RecordEditor
      form={form}
      tabs={[
        {
          id: 'basic',
          label: t(file.is_folder ? 'files.type_folder' : 'files.kind'),
          fields: ['filename', 'folder'],
          content: fields,
        },
      ]}
      save={async (values) => {
        const input = {
          id: file.id,
          version: file.version,
          filename: requiredText(values.filename),
          folder: values.folder.id ? { id: values.folder.id } : null,
        };
        const { data } = await upsert({ variables: { input } });
        return data?.upsertFile;
      }}
      failureKey="File.server_error"
      viewPath={() => view}
      savedNotice="files.saved"
      cancelPath={view}
      onReload={onReload}
    />
  );
}
