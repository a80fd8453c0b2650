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
import { ListPagination } from '../app/components/ListPagination';
import { LoadFailedAlert } from '../app/components/LoadFailedAlert';
import { useLastPageLimit, usePageParam } from '../app/components/usePageParam';
import { Link } from 'react-router';
import { CollectionsQuery } from '../collections/collection-documents';
import { COLLECTION_KIND, collectionPath } from '../collections/collection-model';

const PAGE_SIZE = 25;

/**
 * The collections whose name or prefix match the search text, a page at a time (the page in the
 * URL's `page`, which a new search text resets).
 */
export function CollectionResults({ search }: { search: string }) {
  const { t } = useTranslation();
  const { page, setPage } = usePageParam();
  const { data, previousData, loading, error, refetch } = useQuery(CollectionsQuery, {
    variables: { search: search || null, first: PAGE_SIZE, page },
  });
  const collections = (data ?? previousData)?.collections.data;
  const paginatorInfo = (data ?? previousData)?.collections.paginatorInfo;
  const total = paginatorInfo?.total ?? 0;
  useLastPageLimit(page, paginatorInfo?.lastPage, setPage);

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
            {total === 0
              ? search
                ? t('search.no_collections_match', { search })
                : t('search.no_collections')
              : t('search.collections_count', { count: total })}
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
          {total > PAGE_SIZE && (
            <ListPagination total={total} page={page} pageSize={PAGE_SIZE} onPage={setPage} />
          )}
        </>
      )}
    </section>
  );
}
