import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
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
import type { SettingsQuery } from '../gql/graphql';
import { ActionsHeaderCell } from '../core/components/ActionsHeaderCell';

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
            <ActionsHeaderCell label={t('users.actions')} width={64} />
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
