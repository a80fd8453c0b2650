import { TextField, type TextFieldProps } from '@mui/material';
import { forwardRef } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { LANGUAGES } from '../i18n/i18n';

type Props = Omit<TextFieldProps, 'select' | 'children'>;

/**
 * A choice of the interface languages (a native select, so keyboards and screen readers get the
 * platform's own control). Each language is named in itself.
 */
export const LocaleField = forwardRef<HTMLDivElement, Props>(function LocaleField(props, ref) {
  const { t } = useTranslation();
  return (
    <TextField ref={ref} select slotProps={{ select: { native: true } }} {...props}>
      {LANGUAGES.map((code) => (
        <option key={code} value={code} lang={code}>
          {t(`language.${code}`)}
        </option>
      ))}
    </TextField>
  );
});
