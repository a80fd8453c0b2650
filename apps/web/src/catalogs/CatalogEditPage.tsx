import { Box } from '@mui/material';
import { catalogSubtitle } from '@partitura/domain';
import { useTranslation } from '../core/i18n/useTranslation';
import { useParams } from 'react-router';
import { useRecordQuery } from '../core/components/RecordPage';
import { RecordHeader } from '../core/components/RecordHeader';
import { CatalogForm } from './CatalogForm';
import { GetCatalogQuery } from './catalog-documents';
import { NEW_CATALOG } from './catalog-form';
import { CATALOG_KIND } from './catalog-model';
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
      <RecordHeader kind={CATALOG_KIND} title={t('catalogs.create_title')} />
      <CatalogForm catalog={NEW_CATALOG} />
    </Box>
  );
}

function ExistingCatalogEditor({ id }: { id: string }) {
  const { t } = useTranslation();
  const {
    record: catalog,
    refetch,
    placeholder,
  } = useRecordQuery(GetCatalogQuery, { id }, (data) => data.getCatalog, 'catalogs');

  if (!catalog) return placeholder;

  return (
    <Box sx={{ maxWidth: 960 }}>
      <RecordHeader
        kind={CATALOG_KIND}
        title={t('catalogs.edit_title', { name: catalog.name })}
        subtitle={catalogSubtitle(catalog)}
        actions={<DeleteCatalogButton id={catalog.id} />}
      />
      {/* A reloaded version starts a fresh form with the stored values (and pages). */}
      <CatalogForm key={catalog.version} catalog={catalog} onReload={refetch} />
    </Box>
  );
}
