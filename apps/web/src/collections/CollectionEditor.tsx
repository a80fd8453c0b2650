import { useMutation } from '../core/graphql';
import { Box } from '@mui/material';
import { requiredText, validateCollection } from '@partitura/domain';
import { useTranslation } from '../core/i18n/useTranslation';
import { FormTextField } from '../core/editor/FormTextField';
import { RecordEditor } from '../core/editor/RecordEditor';
import { useEditorForm } from '../core/editor/useEditorForm';
import { UpsertCollectionMutation } from './collection-documents';
import { collectionPath } from './collection-model';

export type CollectionFormValues = { name: string; prefix: string };

/** The record being edited: no id while it is new; `version` is sent back with the save. */
export type EditedCollection = CollectionFormValues & { id: string | null; version: number | null };

type Props = {
  collection: EditedCollection;
  /** Loads the stored version again (offered after a conflict); absent for a new record. */
  onReload?: () => void;
};

/** Name and prefix of a collection, checked by the domain rules, saved with its version. */
export function CollectionEditor({ collection, onReload }: Props) {
  const { t } = useTranslation();
  const [upsert] = useMutation(UpsertCollectionMutation);
  const form = useEditorForm<CollectionFormValues>(
    { name: collection.name, prefix: collection.prefix },
    validateCollection,
  );

  const fields = (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <FormTextField
        name="name"
        label={t('collections.name')}
        help={t('collections.name_help')}
        required
        autoFocus={!collection.id}
      />
      <FormTextField
        name="prefix"
        label={t('collections.prefix')}
        help={t('collections.prefix_help')}
        required
        slotProps={{ htmlInput: { spellCheck: false } }}
      />
    </Box>
  );

  return (
    <RecordEditor
      form={form}
      tabs={[
        { id: 'basic', label: t('entity.collection'), fields: ['name', 'prefix'], content: fields },
      ]}
      save={async (values) => {
        const input = {
          id: collection.id,
          name: requiredText(values.name),
          prefix: requiredText(values.prefix),
          version: collection.version,
        };
        const { data } = await upsert({ variables: { input } });
        return data?.upsertCollection;
      }}
      failureKey="Collection.server_error"
      viewPath={collectionPath}
      savedNotice="collections.saved"
      cancelPath={collection.id ? collectionPath(collection.id) : '/'}
      onReload={onReload}
    />
  );
}
