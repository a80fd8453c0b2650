import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  Box,
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from '../core/i18n/useTranslation';
import { visuallyHidden } from '../core/components/visually-hidden';
import type { SettingsQuery } from '../gql/graphql';

export type WebsiteSetting = SettingsQuery['settings'][number];

type Props = { settings: WebsiteSetting[]; onEdit: (setting: WebsiteSetting) => void };

/** The settings as key and value, each with its edit action. */
export function SettingsTable({ settings, onEdit }: Props) {
  const { t } = useTranslation();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('settings.table_label')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '30%' }}>{t('settings.key')}</TableCell>
            <TableCell>{t('settings.value')}</TableCell>
            <TableCell align="right" sx={{ width: 64, position: 'relative' }}>
              <Box component="span" sx={visuallyHidden}>
                {t('users.actions')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {settings.map((setting) => (
            <TableRow key={setting.key} hover>
              <TableCell
                component="th"
                scope="row"
                sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
              >
                {setting.key}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                {setting.value ? (
                  setting.value
                ) : (
                  <Typography variant="body2" color="text.secondary" component="span">
                    {t('settings.no_value')}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right" sx={{ py: 0 }}>
                <IconButton
                  aria-label={t('settings.edit_action', { key: setting.key })}
                  onClick={() => onEdit(setting)}
                >
                  <EditOutlinedIcon />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
