import { Box, Typography } from '@mui/material';
import { cleanPae, paeDocument } from '@partitura/domain';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../core/i18n/useTranslation';
import { FormTextField } from '../../core/editor/FormTextField';
import { LazyIncipitNotation } from '../../incipits/index';

type Props = {
  /** The pae field's path, e.g. `incipits.0.pae`. */
  name: string;
  /** The paths of the incipit's other fields (clef, key and time signature). */
  fieldsOf: (field: string) => string;
  /** The incipit's name, for the notation's accessible description. */
  label: string;
};

/**
 * The Plaine & Easie code with its notation drawn live by Verovio (in a worker, loaded when the
 * incipit is first shown), and Verovio's validation messages under it. The document is built with
 * the domain's paeDocument, from the clef, key and time signature fields and the code.
 */
export function IncipitPaeField({ name, fieldsOf, label }: Props) {
  const { t } = useTranslation();
  const [clef, keySignature, timeSignature, pae] = useWatch({
    name: [fieldsOf('clef'), fieldsOf('key_signature'), fieldsOf('time_signature'), name],
  }) as (string | undefined)[];
  const document =
    cleanPae(pae) === ''
      ? null
      : paeDocument({
          clef,
          key_signature: keySignature,
          time_signature: timeSignature,
          pae,
        });

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <FormTextField
        name={name}
        label={t('scores.pae')}
        required
        multiline
        minRows={2}
        help={t('scores.pae_help')}
        slotProps={{
          htmlInput: { spellCheck: false, autoCapitalize: 'off', autoCorrect: 'off' },
          input: { sx: { fontFamily: 'monospace' } },
        }}
      />
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: 1.5,
          bgcolor: 'background.default',
        }}
      >
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {t('scores.notation_preview')}
        </Typography>
        <LazyIncipitNotation document={document} label={label} showMessages />
      </Box>
    </Box>
  );
}
