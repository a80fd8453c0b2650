import { Box } from '@mui/material';
import { useTranslation } from '../core/i18n/useTranslation';
import { useParams } from 'react-router';
import { useRecordQuery } from '../core/components/RecordPage';
import { RecordHeader } from '../core/components/RecordHeader';
import { GetCollectionQuery } from './collection-documents';
import { COLLECTION_KIND } from './collection-model';
import { CollectionEditor } from './CollectionEditor';
import { DeleteCollectionButton } from './DeleteCollectionButton';

const NEW_COLLECTION = { id: null, name: '', prefix: '', version: null };

/** /collections/create and /collections/{id}/edit. */
export function CollectionEditPage() {
  const { id } = useParams();
  return id ? <ExistingCollectionEditor id={id} /> : <NewCollectionEditor />;
}

function NewCollectionEditor() {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 720 }}>
      <RecordHeader kind={COLLECTION_KIND} title={t('collections.create_title')} />
      <CollectionEditor collection={NEW_COLLECTION} />
    </Box>
  );
}

function ExistingCollectionEditor({ id }: { id: string }) {
  const { t } = useTranslation();
  const {
    record: collection,
    refetch,
    placeholder,
  } = useRecordQuery(GetCollectionQuery, { id }, (data) => data.getCollection, 'collections');

  if (!collection) return placeholder;

  return (
    <Box sx={{ maxWidth: 720 }}>
      <RecordHeader
        kind={COLLECTION_KIND}
        title={t('collections.edit_title', { name: collection.name })}
        actions={<DeleteCollectionButton id={collection.id} />}
      />
      {/* A reloaded version starts a fresh form with the stored values. */}
      <CollectionEditor key={collection.version} collection={collection} onReload={refetch} />
    </Box>
  );
}
