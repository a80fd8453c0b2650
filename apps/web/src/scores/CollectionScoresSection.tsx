import SearchIcon from '@mui/icons-material/Search';
import { useQuery } from '../core/graphql';
import { Button } from '@mui/material';
import { useTranslation } from '../core/i18n/useTranslation';
import { Link } from 'react-router';
import { useLastPageLimit, usePageParam } from '../core/components/usePageParam';
import { scorePath } from './score-model';
import { CollectionScoresQuery } from './collection-scores-documents';
import { collectionScoreSearchPath } from '../collections/index';
import { PagedLinksSection } from '../core/components/PagedLinksSection';

const PAGE_SIZE = 25;

/**
 * The collection's scores in shelfmark order (Ms. 2 before Ms. 12), a page at a time (the page
 * in `?scores_page=`), with the way to search among them: the root shows it in a collection's
 * view (collections/collection-slots.ts). Its texts are the collection view's (collections' keys),
 * which that view loads anyway; one of scores' own keys would bring all of scores' texts with it.
 */
export function CollectionScoresSection({ collectionId }: { collectionId: string }) {
  const { t } = useTranslation();
  const { page, setPage } = usePageParam('scores_page');
  const { data, previousData, loading, error, refetch } = useQuery(CollectionScoresQuery, {
    variables: { collectionId, first: PAGE_SIZE, page },
  });
  const scores = (data ?? previousData)?.scores;
  useLastPageLimit(page, scores?.paginatorInfo.lastPage, setPage);

  return (
    <PagedLinksSection
      title={t('collections.scores')}
      aside={
        <Button
          component={Link}
          to={collectionScoreSearchPath(collectionId)}
          size="small"
          startIcon={<SearchIcon />}
        >
          {t('collections.search_scores')}
        </Button>
      }
      links={scores?.data.map((score) => ({
        id: score.id,
        to: scorePath(score.id),
        primary: score.shelfmark,
        secondary: score.short_title,
      }))}
      total={scores?.paginatorInfo.total}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={setPage}
      loading={loading}
      failed={Boolean(error)}
      retry={() => void refetch()}
      texts={{
        loading: t('collections.scores_loading'),
        failed: t('collections.scores_load_failed'),
        none: t('collections.scores_none'),
      }}
    />
  );
}
