import { Alert, Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NoticeAlert } from '../app/components/NoticeAlert';
import { useRecordQuery } from '../app/components/RecordPage';
import { RecordHeader } from '../app/components/RecordHeader';
import { RecordViewActions } from '../app/components/RecordViewActions';
import { GetCollectionQuery } from './collection-documents';
import { COLLECTION_KIND, collectionPath } from './collection-model';
import { DeleteCollectionButton } from './DeleteCollectionButton';

/** /collections/{id}: the collection's name and prefix, with edit, delete and permalink actions. */
export function CollectionViewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
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
          />
        }
      />
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
            rowGap: 1.5,
            columnGap: 3,
          }}
        >
          <Field label={t('collections.name')} value={collection.name} />
          <Field label={t('collections.prefix')} value={collection.prefix} />
        </Box>
      </Paper>
      <Alert severity="info" variant="outlined" sx={{ mt: 3 }}>
        {t('collections.more_later')}
      </Alert>
    </Box>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </>
  );
}
