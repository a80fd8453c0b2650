import AutoFixHighOutlinedIcon from '@mui/icons-material/AutoFixHighOutlined';
import { Box, Button } from '@mui/material';
import { suggestedShortTitle } from '@partitura/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../core/i18n/useTranslation';
import { FormTextField } from '../../core/editor/FormTextField';
import type { ScoreFormValues } from '../score-form-values';

/**
 * The short title, with the suggested short title of spec §3 (author — first genre in key, the
 * key named in the interface language) offered as a one-click choice while it differs from what is typed.
 */
export function ShortTitleField() {
  const { t, language } = useTranslation();
  const { control, setValue, formState } = useFormContext<ScoreFormValues>();
  const [attributions, genres, key, shortTitle] = useWatch({
    control,
    name: ['attributions', 'genres', 'key', 'short_title'],
  });
  const suggestion = suggestedShortTitle(
    {
      // The picker knows a person by the display name the server derives from the primary name.
      attributions: attributions.map((attribution) => ({
        function: attribution.function,
        person: attribution.person && { names: [{ name: attribution.person.name, primary: true }] },
      })),
      genres,
      key,
    },
    language,
  );
  const offered = suggestion !== '' && suggestion !== shortTitle.trim();

  return (
    <Box sx={{ display: 'grid', gap: 1, gridColumn: '1 / -1' }}>
      <FormTextField
        name="short_title"
        label={t('scores.short_title')}
        required
        help={t('scores.short_title_help')}
      />
      {offered && (
        <Box>
          <Button
            size="small"
            startIcon={<AutoFixHighOutlinedIcon />}
            onClick={() =>
              setValue('short_title', suggestion, {
                shouldDirty: true,
                shouldValidate: formState.isSubmitted,
              })
            }
            sx={{ textTransform: 'none' }}
          >
            {t('scores.use_suggestion', { title: suggestion })}
          </Button>
        </Box>
      )}
    </Box>
  );
}
