import { useQuery } from '@apollo/client/react';
import { Box, Button } from '@mui/material';
import { catalogSubtitle } from '@partitura/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MessagePage } from '../app/components/MessagePage';
import { PageLoading } from '../app/components/PageLoading';
import { RecordHeader } from '../app/components/RecordHeader';
import { CatalogForm } from './CatalogForm';
import { GetCatalogQuery } from './catalog-documents';
import { NEW_CATALOG } from './catalog-form';
import { CATALOG_COLOR, CatalogIcon } from './catalog-model';
import { DeleteCatalogButton } from './DeleteCatalogButton';

/** /catalogs/create and /catalogs/{id}/edit. */
export function CatalogEditPage() {
  const { id } = useParams();
  return id ? <ExistingCatalogEditor id={id} /> : <NewCatalogEditor />;
}

function NewCatalogEditor() {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 960 }}>
      <RecordHeader
        color={CATALOG_COLOR}
        icon={<CatalogIcon />}
        kind={t('entity.catalog')}
        title={t('catalogs.create_title')}
      />
      <CatalogForm catalog={NEW_CATALOG} />
    </Box>
  );
}

function ExistingCatalogEditor({ id }: { id: string }) {
  const { t } = useTranslation();
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
    <Box sx={{ maxWidth: 960 }}>
      <RecordHeader
        color={CATALOG_COLOR}
        icon={<CatalogIcon />}
        kind={t('entity.catalog')}
        title={t('catalogs.edit_title', { name: catalog.name })}
        subtitle={catalogSubtitle(catalog)}
        actions={<DeleteCatalogButton id={catalog.id} />}
      />
      {/* A reloaded version starts a fresh form with the stored values (and pages). */}
      <CatalogForm key={catalog.version} catalog={catalog} onReload={() => void refetch()} />
    </Box>
  );
}
