import { Box, Paper } from '@mui/material';
import { useTranslation } from '../core/i18n/useTranslation';
import { useParams } from 'react-router';
import { NoticeAlert } from '../core/components/NoticeAlert';
import { useRecordQuery } from '../core/components/RecordPage';
import { RecordHeader } from '../core/components/RecordHeader';
import { Detail, DetailList } from '../core/components/ViewSection';
import { RecordViewActions } from '../core/components/RecordViewActions';
import { GetCollectionQuery } from './collection-documents';
import { COLLECTION_KIND, collectionPath } from './collection-model';
import { useCollectionSlots } from './collection-slots';
import { DeleteCollectionButton } from './DeleteCollectionButton';

/**
 * /collections/{id}: the collection's name and prefix, with edit, delete and permalink actions,
 * then its catalogs and its scores, each paged (the pages in the address), as its slots show them
 * (collection-slots.ts).
 */
export function CollectionViewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { Catalogs, Scores } = useCollectionSlots();
  const { record: collection, placeholder } = useRecordQuery(
    GetCollectionQuery,
    { id },
    (data) => data.getCollection,
    'collections',
  );

  if (!collection) return placeholder;

  return (
    <Box sx={{ maxWidth: 960 }}>
      <NoticeAlert />
      <RecordHeader
        kind={COLLECTION_KIND}
        title={collection.name}
        actions={
          <RecordViewActions
            path={collectionPath(collection.id)}
            deleteButton={<DeleteCollectionButton id={collection.id} />}
            cite={{ kind: 'collection', id: collection.id, title: collection.name }}
          />
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <DetailList labelWidth={160}>
          <Detail label={t('collections.name')}>{collection.name}</Detail>
          <Detail label={t('collections.prefix')}>{collection.prefix}</Detail>
        </DetailList>
      </Paper>
      {Catalogs && <Catalogs collectionId={collection.id} />}
      {Scores && <Scores collectionId={collection.id} />}
    </Box>
  );
}
