import { useMutation } from '../core/graphql';
import { Box } from '@mui/material';
import { useTranslation } from '../core/i18n/useTranslation';
import { FormTextField } from '../core/editor/FormTextField';
import { RecordEditor } from '../core/editor/RecordEditor';
import { useEditorForm } from '../core/editor/useEditorForm';
import { CopyImageList } from './CopyImageList';
import { UpsertDigitalCopyMutation } from './digital-copy-documents';
import {
  digitalCopyInput,
  formErrors,
  validateDigitalCopyForm,
  type DigitalCopyFormValues,
  type EditedCopy,
} from './digital-copy-form';
import { digitalCopyPath } from './digital-copy-model';
import { DigitizedRecordFields } from './DigitizedRecordFields';

type Props = {
  copy: EditedCopy;
  values: DigitalCopyFormValues;
  /** Where Cancel goes: the copy's view, or the record a new copy was begun from. */
  cancelPath: string;
  /** Loads the stored version again (offered after a conflict); absent for a new copy. */
  onReload?: () => void;
};

/**
 * A digital copy's editor: the record it shows, its name and its images in order, checked by the
 * domain rule, saved with its version; then its view.
 */
export function DigitalCopyEditor({ copy, values, cancelPath, onReload }: Props) {
  const { t } = useTranslation();
  const [upsert] = useMutation(UpsertDigitalCopyMutation);
  const form = useEditorForm<DigitalCopyFormValues>(values, validateDigitalCopyForm);

  const content = (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <DigitizedRecordFields />
      <FormTextField
        name="name"
        label={t('digital_copies.name')}
        help={t('digital_copies.name_help')}
      />
      <CopyImageList />
    </Box>
  );

  return (
    <RecordEditor
      form={form}
      tabs={[
        {
          id: 'copy',
          label: t('entity.digital_copy'),
          fields: ['digitizable', 'name', 'files'],
          content,
        },
      ]}
      save={async (formValues) => {
        const { data } = await upsert({
          variables: { input: digitalCopyInput(formValues, copy) },
        });
        const answer = data?.upsertDigitalCopy;
        // The server names the record `digitizable_id`; the form's picker is `digitizable`.
        return answer && { ...answer, errors: formErrors(answer.errors) };
      }}
      failureKey="DigitalCopy.server_error"
      viewPath={digitalCopyPath}
      savedNotice="digital_copies.saved"
      cancelPath={cancelPath}
      onReload={onReload}
    />
  );
}
