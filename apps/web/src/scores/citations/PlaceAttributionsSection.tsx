import { useTranslation } from '../../core/i18n/useTranslation';
import { PagedLinksSection, usePagedLinks } from '../../core/components/PagedLinksSection';
import { PlaceAttributionsQuery } from './citations-documents';
import { attributionLink, countedPage } from './citing-links';

const PAGE_SIZE = 25;

/**
 * The attributions naming a place, each a link to its score, a page at a time (the page in
 * `?attributions_page=`): the root shows it in a place's view (places/place-slots.ts). Its texts
 * are the place view's (places' keys), which that view loads anyway.
 */
export function PlaceAttributionsSection({ placeId }: { placeId: string }) {
  const { t, language } = useTranslation();
  const paged = usePagedLinks({
    pageParam: 'attributions_page',
    pageSize: PAGE_SIZE,
    query: PlaceAttributionsQuery,
    variables: { id: placeId },
    list: (data) =>
      countedPage(data.getPlace?.attributions, data.getPlace?.attribution_count, PAGE_SIZE),
    link: (attribution) => attributionLink(attribution, language),
  });
  return (
    <PagedLinksSection
      title={t('places.attributions')}
      {...paged}
      texts={{
        loading: t('places.attributions_loading'),
        failed: t('places.attributions_load_failed'),
        none: t('places.attributions_none'),
      }}
    />
  );
}
