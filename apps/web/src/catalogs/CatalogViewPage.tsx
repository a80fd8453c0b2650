import { Box, Link as MuiLink } from '@mui/material';
import { catalogSubtitle } from '@partitura/domain';
import { Link, useParams } from 'react-router';
import { NoticeAlert } from '../core/components/NoticeAlert';
import { useRecordQuery } from '../core/components/RecordPage';
import { RecordHeader } from '../core/components/RecordHeader';
import { RecordViewActions } from '../core/components/RecordViewActions';
import { collectionPath } from '../collections/index';
import { CatalogPages } from './CatalogPages';
import { GetCatalogQuery } from './catalog-documents';
import { CATALOG_KIND, catalogPath } from './catalog-model';
import { useCatalogSlots } from './catalog-slots';
import { DeleteCatalogButton } from './DeleteCatalogButton';

/**
 * /catalogs/{id}: the catalog's name and collection, its pages to move between, and the entries
 * of the page the URL names (`?tab=page&pageId=…`, spec §2), or of the first page.
 */
export function CatalogViewPage() {
  const { id = '' } = useParams();
  const { Actions } = useCatalogSlots();
  const { record: catalog, placeholder } = useRecordQuery(
    GetCatalogQuery,
    { id },
    (data) => data.getCatalog,
    'catalogs',
  );

  if (!catalog) return placeholder;

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <NoticeAlert />
      <RecordHeader
        kind={CATALOG_KIND}
        title={catalog.name}
        subtitle={
          <MuiLink component={Link} to={collectionPath(catalog.collection.id)} color="inherit">
            {catalogSubtitle(catalog)}
          </MuiLink>
        }
        actions={
          <>
            <RecordViewActions
              path={catalogPath(catalog.id)}
              deleteButton={<DeleteCatalogButton id={catalog.id} />}
              cite={{
                kind: 'catalog',
                id: catalog.id,
                title: catalog.name,
                holding: catalog.collection.name,
              }}
            />
            {Actions && <Actions catalogId={catalog.id} />}
          </>
        }
      />
      <CatalogPages catalog={catalog} />
    </Box>
  );
}
