import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useQuery } from '@apollo/client/react';
import {
  Avatar,
  LinearProgress,
  List,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Paper,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../app/components/LoadFailedAlert';
import { Link } from 'react-router';
import { CollectionsQuery } from '../collections/collection-documents';
import { COLLECTION_KIND, collectionPath } from '../collections/collection-model';

/** The collections whose name or prefix match the search text. */
export function CollectionResults({ search }: { search: string }) {
  const { t } = useTranslation();
  const { data, previousData, loading, error, refetch } = useQuery(CollectionsQuery, {
    variables: { search: search || null },
  });
  const collections = (data ?? previousData)?.collections;

  return (
    <section aria-labelledby="collection-results-heading">
      <Typography id="collection-results-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('search.collections_heading')}
      </Typography>
      {loading && <LinearProgress aria-label={t('common.loading')} sx={{ mb: 1 }} />}
      {error && <LoadFailedAlert text={t('search.failed')} retry={() => void refetch()} />}
      {collections && (
        <>
          <Typography color="text.secondary" role="status" sx={{ mb: 1 }}>
            {collections.length === 0
              ? search
                ? t('search.no_collections_match', { search })
                : t('search.no_collections')
              : t('search.collections_count', { count: collections.length })}
          </Typography>
          {collections.length > 0 && (
            <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
              <List disablePadding>
                {collections.map((collection) => (
                  <ListItemButton
                    key={collection.id}
                    component={Link}
                    to={collectionPath(collection.id)}
                    divider
                  >
                    <ListItemAvatar>
                      <Avatar
                        sx={{ bgcolor: COLLECTION_KIND.color, color: '#fff' }}
                        aria-hidden="true"
                      >
                        <COLLECTION_KIND.Icon />
                      </Avatar>
                    </ListItemAvatar>
                    <ListItemText
                      primary={collection.name}
                      secondary={t('search.prefix_value', { prefix: collection.prefix })}
                    />
                    <ChevronRightIcon aria-hidden="true" color="action" />
                  </ListItemButton>
                ))}
              </List>
            </Paper>
          )}
        </>
      )}
    </section>
  );
}
