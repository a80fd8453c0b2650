import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, Button, Link as MuiLink } from '@mui/material';
import { catalogSubtitle } from '@partitura/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NoticeAlert } from '../app/components/NoticeAlert';
import { useRecordQuery } from '../app/components/RecordPage';
import { PermalinkButton } from '../app/components/PermalinkButton';
import { RecordHeader } from '../app/components/RecordHeader';
import { useSession } from '../app/session/session-context';
import { collectionPath } from '../collections/collection-model';
import { CatalogPages } from './CatalogPages';
import { GetCatalogQuery } from './catalog-documents';
import { CATALOG_COLOR, CatalogIcon, catalogPath } from './catalog-model';
import { DeleteCatalogButton } from './DeleteCatalogButton';

/**
 * /catalogs/{id}: the catalog's name and collection, its pages to move between, and the entries
 * of the page the URL names (`?tab=page&pageId=…`, spec §2), or of the first page.
 */
export function CatalogViewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { isContributor } = useSession();
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
        color={CATALOG_COLOR}
        icon={<CatalogIcon />}
        kind={t('entity.catalog')}
        title={catalog.name}
        subtitle={
          <MuiLink component={Link} to={collectionPath(catalog.collection.id)} color="inherit">
            {catalogSubtitle(catalog)}
          </MuiLink>
        }
        actions={
          <>
            {isContributor && (
              <Button
                component={Link}
                to={`${catalogPath(catalog.id)}/edit`}
                variant="contained"
                startIcon={<EditOutlinedIcon />}
              >
                {t('common.edit')}
              </Button>
            )}
            {isContributor && <DeleteCatalogButton id={catalog.id} />}
            <PermalinkButton path={catalogPath(catalog.id)} />
          </>
        }
      />
      <CatalogPages catalog={catalog} />
    </Box>
  );
}
