import FirstPageIcon from '@mui/icons-material/FirstPage';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import LastPageIcon from '@mui/icons-material/LastPage';
import { Box, IconButton, Typography } from '@mui/material';
import { useTranslation } from '../i18n/useTranslation';

type Props = {
  /** How many records the list has in all. */
  total: number;
  /** The page shown, from 1. */
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
};

/**
 * The pager under a paged list: "1–50 of 1,200", first/previous/next/last, in both languages.
 * Our own rather than MUI's TablePagination, which always brings its rows-per-page Select with
 * the Select's menus; the home screen's first load has a budget (ARCHITECTURE.md, "Delivery").
 */
export function ListPagination({ total, page, pageSize, onPage }: Props) {
  const { t } = useTranslation();
  const last = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const buttons = [
    { type: 'first', target: 1, disabled: page <= 1, Icon: FirstPageIcon },
    { type: 'previous', target: page - 1, disabled: page <= 1, Icon: KeyboardArrowLeft },
    { type: 'next', target: page + 1, disabled: page >= last, Icon: KeyboardArrowRight },
    { type: 'last', target: last, disabled: page >= last, Icon: LastPageIcon },
  ] as const;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        flexWrap: 'wrap',
        gap: 1,
        minHeight: 52,
        px: 1,
      }}
    >
      <Typography variant="body2">
        {t('pagination.displayed', { from, to, count: total })}
      </Typography>
      <Box sx={{ display: 'flex', ml: 1 }}>
        {buttons.map(({ type, target, disabled, Icon }) => (
          <IconButton
            key={type}
            aria-label={t(`pagination.${type}`)}
            title={t(`pagination.${type}`)}
            disabled={disabled}
            onClick={() => onPage(target)}
          >
            <Icon />
          </IconButton>
        ))}
      </Box>
    </Box>
  );
}
