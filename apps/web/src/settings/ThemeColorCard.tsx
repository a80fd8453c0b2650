import PaletteOutlinedIcon from '@mui/icons-material/PaletteOutlined';
import { Alert, Box, Paper, TextField, Typography } from '@mui/material';
import { isHexColor, SETTING_KEYS, validateSetting } from '@partitura/domain';
import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../core/i18n/useTranslation';
import { domainResolver } from '../core/forms/domain-resolver';
import { placeServerErrors } from '../core/forms/server-errors';
import { SubmitButton } from '../core/forms/SubmitButton';
import { useSiteSettings } from '../core/theme/site-settings-context';
import { useSaveSetting } from './useSaveSetting';

type ColorValues = { value: string };

const resolver = domainResolver<ColorValues>(({ value }) =>
  validateSetting(SETTING_KEYS.themeColor, value),
);

// What the picker shows while the text field holds no usable colour.
const PICKER_FALLBACK = '#455a64';

type Props = { onSaved: (message: string) => void };

/**
 * The theme colour: a colour picker and its #RRGGBB text, kept in step. Saving re-themes the whole
 * application at once.
 */
export function ThemeColorCard({ onSaved }: Props) {
  const { t } = useTranslation();
  const { themeColor } = useSiteSettings();
  const save = useSaveSetting();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ColorValues>({ defaultValues: { value: themeColor ?? '' }, resolver });
  const value = watch('value');
  const pickerValue = isHexColor(value) ? value.trim().toLowerCase() : PICKER_FALLBACK;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await save(SETTING_KEYS.themeColor, values.value.trim());
    if (result.success) {
      reset({ value: values.value.trim() });
      onSaved(result.message);
      return;
    }
    setFailure(placeServerErrors(result, ['value'], setError));
  });

  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="theme-heading">
      <Typography
        id="theme-heading"
        variant="h6"
        component="h2"
        sx={{ mb: 1, display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <PaletteOutlinedIcon color="primary" aria-hidden="true" />
        {t('settings.theme_heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('settings.theme_intro')}
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Box
            component="input"
            type="color"
            aria-label={t('settings.theme_picker')}
            value={pickerValue}
            onChange={(event: ChangeEvent<HTMLInputElement>) =>
              setValue('value', event.target.value, { shouldDirty: true, shouldValidate: true })
            }
            sx={{
              width: 56,
              height: 56,
              p: 0.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              bgcolor: 'background.paper',
              cursor: 'pointer',
            }}
          />
          <TextField
            label={t('settings.theme_hex')}
            required
            error={Boolean(errors.value)}
            helperText={errors.value?.message ? t(errors.value.message) : t('settings.theme_help')}
            slotProps={{ htmlInput: { spellCheck: false, maxLength: 7 } }}
            sx={{ flex: '1 1 220px', maxWidth: 320 }}
            {...register('value')}
          />
          <SubmitButton
            busy={isSubmitting}
            label={t('settings.theme_save')}
            busyLabel={t('common.saving')}
            sx={{ mt: 1 }}
          />
        </Box>
      </Box>
    </Paper>
  );
}
