import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MessagePage } from '../app/components/MessagePage';
import { NoticeAlert } from '../app/components/NoticeAlert';
import { PageLoading } from '../app/components/PageLoading';
import { PermalinkButton } from '../app/components/PermalinkButton';
import { RecordHeader } from '../app/components/RecordHeader';
import { useSession } from '../app/session/session-context';
import { GetCollectionQuery } from './collection-documents';
import { COLLECTION_COLOR, CollectionIcon, collectionPath } from './collection-model';
import { DeleteCollectionButton } from './DeleteCollectionButton';

/** /collections/{id}: the collection's name and prefix, with edit, delete and permalink actions. */
export function CollectionViewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { isContributor } = useSession();
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
    <Box sx={{ maxWidth: 960 }}>
      <NoticeAlert />
      <RecordHeader
        color={COLLECTION_COLOR}
        icon={<CollectionIcon />}
        kind={t('entity.collection')}
        title={collection.name}
        actions={
          <>
            {isContributor && (
              <Button
                component={Link}
                to={`${collectionPath(collection.id)}/edit`}
                variant="contained"
                startIcon={<EditOutlinedIcon />}
              >
                {t('common.edit')}
              </Button>
            )}
            {isContributor && <DeleteCollectionButton id={collection.id} />}
            <PermalinkButton path={collectionPath(collection.id)} />
          </>
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
