import { useTranslation } from '../../core/i18n/useTranslation';
import { PagedLinksSection, usePagedLinks } from '../../core/components/PagedLinksSection';
import { scorePath } from '../score-model';
import { PublicationAttributionsQuery, PublicationScoresQuery } from './citations-documents';
import { attributionLink, countedPage } from './citing-links';

const PAGE_SIZE = 25;

/*
 * What cites a publication, shown by the root in its view (publications/publication-slots.ts),
 * each list a page at a time with its page in the address. Their texts are the publication
 * view's (publications' keys), which that view loads anyway.
 */

/** The scores the publication lists, each with its number there, as links to the scores. */
export function PublicationScoresSection({ publicationId }: { publicationId: string }) {
  const { t } = useTranslation();
  const paged = usePagedLinks({
    pageParam: 'scores_page',
    pageSize: PAGE_SIZE,
    query: PublicationScoresQuery,
    variables: { id: publicationId },
    list: (data) =>
      countedPage(
        data.getPublication?.publication_scores,
        data.getPublication?.publication_score_count,
        PAGE_SIZE,
      ),
    link: (reference) => ({
      id: reference.id,
      to: scorePath(reference.score.id),
      primary: reference.score.short_title_prefix,
      secondary: [
        t('publications.number', { number: reference.number }),
        reference.score.short_title,
      ]
        .filter(Boolean)
        .join(' · '),
    }),
  });
  return (
    <PagedLinksSection
      title={t('publications.scores')}
      {...paged}
      texts={{
        loading: t('publications.scores_loading'),
        failed: t('publications.scores_load_failed'),
        none: t('publications.scores_none'),
      }}
    />
  );
}

/** The attributions the publication documents, as links to their scores. */
export function PublicationAttributionsSection({ publicationId }: { publicationId: string }) {
  const { t, language } = useTranslation();
  const paged = usePagedLinks({
    pageParam: 'attributions_page',
    pageSize: PAGE_SIZE,
    query: PublicationAttributionsQuery,
    variables: { id: publicationId },
    list: (data) =>
      countedPage(
        data.getPublication?.attributions,
        data.getPublication?.attribution_count,
        PAGE_SIZE,
      ),
    link: (attribution) => attributionLink(attribution, language),
  });
  return (
    <PagedLinksSection
      title={t('publications.attributions')}
      {...paged}
      texts={{
        loading: t('publications.attributions_loading'),
        failed: t('publications.attributions_load_failed'),
        none: t('publications.attributions_none'),
      }}
    />
  );
}
