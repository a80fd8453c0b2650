import { useQuery } from '../../core/graphql';
import { useTranslation } from '../../core/i18n/useTranslation';
import { useLastPageLimit, usePageParam } from '../../core/components/usePageParam';
import { catalogPath } from '../../catalogs/catalog-model';
import { CollectionCatalogsQuery } from '../collection-documents';
import { PagedLinksSection } from './PagedLinksSection';

const PAGE_SIZE = 25;

/** The collection's catalogs by name, a page at a time (the page in `?catalogs_page=`). */
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
