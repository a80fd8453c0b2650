import SearchIcon from '@mui/icons-material/Search';
import { Button } from '@mui/material';
import { useTranslation } from '../core/i18n/useTranslation';
import { Link } from 'react-router';
import { scorePath } from './score-model';
import { CollectionScoresQuery } from './collection-scores-documents';
import { collectionScoreSearchPath } from '../collections/index';
import { PagedLinksSection, usePagedLinks } from '../core/components/PagedLinksSection';

const PAGE_SIZE = 25;

/**
 * The collection's scores in shelfmark order (Ms. 2 before Ms. 12), a page at a time (the page
 * in `?scores_page=`), with the way to search among them: the root shows it in a collection's
 * view (collections/collection-slots.ts). Its texts are the collection view's (collections' keys),
 * which that view loads anyway; one of scores' own keys would bring all of scores' texts with it.
 */
export function CollectionScoresSection({ collectionId }: { collectionId: string }) {
  const { t } = useTranslation();
  const paged = usePagedLinks({
    pageParam: 'scores_page',
    pageSize: PAGE_SIZE,
    query: CollectionScoresQuery,
    variables: { collectionId },
    list: (data) => data.scores,
    link: (score) => ({
      id: score.id,
      to: scorePath(score.id),
      primary: score.shelfmark,
      secondary: score.short_title,
    }),
  });

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
      {...paged}
      texts={{
        loading: t('collections.scores_loading'),
        failed: t('collections.scores_load_failed'),
        none: t('collections.scores_none'),
      }}
    />
  );
}
