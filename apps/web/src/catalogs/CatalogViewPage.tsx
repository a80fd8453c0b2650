import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useQuery } from '@apollo/client/react';
import { Box, Button, Link as MuiLink } from '@mui/material';
import { catalogSubtitle } from '@partitura/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MessagePage } from '../app/components/MessagePage';
import { NoticeAlert } from '../app/components/NoticeAlert';
import { PageLoading } from '../app/components/PageLoading';
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
  const { data, loading, error, refetch } = useQuery(GetCatalogQuery, { variables: { id } });

  if (loading) return <PageLoading />;
  if (error) {
    return (
      <MessagePage
        title={t('catalogs.load_failed_title')}
        action={
          <Button variant="outlined" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('catalogs.load_failed')}
      </MessagePage>
    );
  }
  const catalog = data?.getCatalog;
  if (!catalog) {
    return (
      <MessagePage title={t('catalogs.not_found_title')}>{t('catalogs.not_found')}</MessagePage>
    );
  }

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
