import { Box, ButtonBase } from '@mui/material';
import { alpha, styled } from '@mui/material/styles';
import { useTranslation } from '../../core/i18n/useTranslation';
import { chooseLanguage, LANGUAGES } from '../../core/i18n/i18n';

/**
 * One language of the switcher: a toggle button (aria-pressed) drawn as Material's small
 * ToggleButton in a group, joined to its neighbour. Its own few lines rather than
 * ToggleButtonGroup, which the shell would otherwise bring into every first load.
 */
const LanguageButton = styled(ButtonBase)(({ theme }) => {
  const { palette, shape, typography } = theme;
  const selected = alpha(palette.text.primary, palette.action.selectedOpacity);
  return {
    ...typography.button,
    fontSize: typography.pxToRem(13),
    textTransform: 'none',
    padding: '7px 12px',
    border: `1px solid ${palette.divider}`,
    borderRadius: 0,
    color: palette.action.active,
    '&:first-of-type': {
      borderTopLeftRadius: shape.borderRadius,
      borderBottomLeftRadius: shape.borderRadius,
    },
    '&:last-of-type': {
      borderTopRightRadius: shape.borderRadius,
      borderBottomRightRadius: shape.borderRadius,
    },
    '& + &': { marginLeft: -1, borderLeftColor: 'transparent' },
    '&:hover': {
      backgroundColor: alpha(palette.text.primary, palette.action.hoverOpacity),
      '@media (hover: none)': { backgroundColor: 'transparent' },
    },
    '&[aria-pressed="true"]': {
      color: palette.text.primary,
      backgroundColor: selected,
      '&:hover': {
        backgroundColor: alpha(
          palette.text.primary,
          palette.action.selectedOpacity + palette.action.hoverOpacity,
        ),
        '@media (hover: none)': { backgroundColor: selected },
      },
    },
  };
});

/** Switches the interface between English and German. */
export function LanguageSwitcher() {
  const { t, language } = useTranslation();
  return (
    <Box role="group" aria-label={t('language.label')} sx={{ display: 'inline-flex' }}>
      {LANGUAGES.map((code) => (
        <LanguageButton
          key={code}
          lang={code}
          aria-pressed={code === language}
          // The language shown stays as it is: a press on it is no choice to remember.
          onClick={() => {
            if (code !== language) chooseLanguage(code);
          }}
        >
          {t(`language.${code}`)}
        </LanguageButton>
      ))}
    </Box>
  );
}
