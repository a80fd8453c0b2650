import { useQuery } from '../core/graphql';
import { useTranslation } from '../core/i18n/useTranslation';
import { useLastPageLimit, usePageParam } from '../core/components/usePageParam';
import { catalogPath } from './catalog-model';
import { CollectionCatalogsQuery } from './collection-catalogs-documents';
import { PagedLinksSection } from '../core/components/PagedLinksSection';

const PAGE_SIZE = 25;

/**
 * The collection's catalogs by name, a page at a time (the page in `?catalogs_page=`): the root
 * shows it in a collection's view (collections/collection-slots.ts). Its texts are the collection
 * view's (collections' keys), which that view loads anyway; one of catalogs' own keys would bring
 * all of catalogs' texts with it.
 */
export function CollectionCatalogsSection({ collectionId }: { collectionId: string }) {
  const { t } = useTranslation();
  const { page, setPage } = usePageParam('catalogs_page');
  const { data, previousData, loading, error, refetch } = useQuery(CollectionCatalogsQuery, {
    variables: { collectionId, first: PAGE_SIZE, page },
  });
  const catalogs = (data ?? previousData)?.catalogs;
  useLastPageLimit(page, catalogs?.paginatorInfo.lastPage, setPage);

  return (
    <PagedLinksSection
      title={t('collections.catalogs')}
      links={catalogs?.data.map((catalog) => ({
        id: catalog.id,
        to: catalogPath(catalog.id),
        primary: catalog.name,
      }))}
      total={catalogs?.paginatorInfo.total}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={setPage}
      loading={loading}
      failed={Boolean(error)}
      retry={() => void refetch()}
      texts={{
        loading: t('collections.catalogs_loading'),
        failed: t('collections.catalogs_load_failed'),
        none: t('collections.catalogs_none'),
      }}
    />
  );
}
