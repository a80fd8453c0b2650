import { Box } from '@mui/material';
import { useTranslation } from '../core/i18n/useTranslation';
import { FormTextField } from '../core/editor/FormTextField';
import { CollectionPicker, FormReference } from '../core/editor/reference-pickers';

/** The basic information of a catalog: its collection (shown as its subtitle) and its name. */
export function CatalogBasicTab() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 720 }}>
      <FormReference
        name="collection"
        Picker={CollectionPicker}
        label={t('catalogs.collection')}
        helperText={t('catalogs.collection_help')}
        required
      />
      <FormTextField
        name="name"
        label={t('catalogs.name')}
        help={t('catalogs.name_help')}
        required
      />
    </Box>
  );
}
