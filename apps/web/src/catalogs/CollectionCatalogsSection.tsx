import { useTranslation } from '../core/i18n/useTranslation';
import { catalogPath } from './catalog-model';
import { CollectionCatalogsQuery } from './collection-catalogs-documents';
import { PagedLinksSection, usePagedLinks } from '../core/components/PagedLinksSection';

const PAGE_SIZE = 25;

/**
 * The collection's catalogs by name, a page at a time (the page in `?catalogs_page=`): the root
 * shows it in a collection's view (collections/collection-slots.ts). Its texts are the collection
 * view's (collections' keys), which that view loads anyway; one of catalogs' own keys would bring
 * all of catalogs' texts with it.
 */
export function CollectionCatalogsSection({ collectionId }: { collectionId: string }) {
  const { t } = useTranslation();
  const paged = usePagedLinks({
    pageParam: 'catalogs_page',
    pageSize: PAGE_SIZE,
    query: CollectionCatalogsQuery,
    variables: { collectionId },
    list: (data) => data.catalogs,
    link: (catalog) => ({ id: catalog.id, to: catalogPath(catalog.id), primary: catalog.name }),
  });

  return (
    <PagedLinksSection
      title={t('collections.catalogs')}
      {...paged}
      texts={{
        loading: t('collections.catalogs_loading'),
        failed: t('collections.catalogs_load_failed'),
        none: t('collections.catalogs_none'),
      }}
    />
  );
}
