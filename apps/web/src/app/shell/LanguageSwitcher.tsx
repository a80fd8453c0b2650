import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from '../i18n/useTranslation';
import { chooseLanguage, LANGUAGES, type Language } from '../i18n/i18n';

/** Switches the interface between English and German. */
export function LanguageSwitcher() {
  const { t, language } = useTranslation();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={language}
      aria-label={t('language.label')}
      onChange={(_event, value: Language | null) => {
        if (value) chooseLanguage(value);
      }}
    >
      {LANGUAGES.map((code) => (
        <ToggleButton key={code} value={code} lang={code} sx={{ px: 1.5, textTransform: 'none' }}>
          {t(`language.${code}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
