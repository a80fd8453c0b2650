import { useQuery } from '@apollo/client/react';
import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MessagePage } from '../app/components/MessagePage';
import { PageLoading } from '../app/components/PageLoading';
import { RecordHeader } from '../app/components/RecordHeader';
import { GetCollectionQuery } from './collection-documents';
import { COLLECTION_COLOR, CollectionIcon } from './collection-model';
import { CollectionForm } from './CollectionForm';
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
      <RecordHeader
        color={COLLECTION_COLOR}
        icon={<CollectionIcon />}
        kind={t('entity.collection')}
        title={t('collections.create_title')}
      />
      <CollectionForm collection={NEW_COLLECTION} />
    </Box>
  );
}

function ExistingCollectionEditor({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(GetCollectionQuery, { variables: { id } });

  if (loading) return <PageLoading />;
  if (error) {
    return (
      <MessagePage
        title={t('collections.load_failed_title')}
        action={
          <Button variant="outlined" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('collections.load_failed')}
      </MessagePage>
    );
  }
  const collection = data?.getCollection;
  if (!collection) {
    return (
      <MessagePage title={t('collections.not_found_title')}>
        {t('collections.not_found')}
      </MessagePage>
    );
  }

  return (
    <Box sx={{ maxWidth: 720 }}>
      <RecordHeader
        color={COLLECTION_COLOR}
        icon={<CollectionIcon />}
        kind={t('entity.collection')}
        title={t('collections.edit_title', { name: collection.name })}
        actions={<DeleteCollectionButton id={collection.id} />}
      />
      {/* A reloaded version starts a fresh form with the stored values. */}
      <CollectionForm
        key={collection.version}
        collection={{ ...collection, id: collection.id }}
        onReload={() => void refetch()}
      />
    </Box>
  );
}
