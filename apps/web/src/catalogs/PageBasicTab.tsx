import { Box } from '@mui/material';
import { useTranslation } from '../core/i18n/useTranslation';
import { FormTextField } from '../core/editor/FormTextField';
import { FormReference } from '../core/editor/reference-pickers';
import { CatalogPicker } from './CatalogPicker';

/** The basic information of a page: the catalog it belongs to and its number as written. */
export function PageBasicTab() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 720 }}>
      <FormReference
        name="catalog"
        Picker={CatalogPicker}
        label={t('pages.catalog')}
        helperText={t('pages.catalog_help')}
        required
      />
      <FormTextField
        name="number"
        label={t('pages.number')}
        help={t('catalogs.page_number_help')}
        required
        sx={{ maxWidth: 360 }}
      />
    </Box>
  );
}
