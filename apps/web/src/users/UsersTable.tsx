import {
  Chip,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { isVerified } from '@partitura/domain';
import { useTranslation } from '../core/i18n/useTranslation';
import { formatDate } from '../core/i18n/format-date';
import { roleOf } from './user-roles';
import { UserActionsMenu, type UserMenuChoice } from './UserActionsMenu';
import { ScrollBox } from '../core/components/ScrollBox';
import type { AdministeredUser } from './users-documents';
import { ActionsHeaderCell } from '../core/components/ActionsHeaderCell';

type Props = {
  users: AdministeredUser[];
  busyUserId: string | null;
  onChoose: (user: AdministeredUser, choice: UserMenuChoice) => void;
};

/** The accounts of one page: who, since when, in what state, with which role, and its actions. */
export function UsersTable({ users, busyUserId, onChoose }: Props) {
  const { t, language } = useTranslation();
  return (
    <Paper variant="outlined">
      <ScrollBox label={t('users.table_label')}>
        <Table size="small" aria-label={t('users.table_label')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('users.name')}</TableCell>
              <TableCell>{t('auth.email')}</TableCell>
              <TableCell>{t('users.registered')}</TableCell>
              <TableCell>{t('users.status')}</TableCell>
              <TableCell>{t('users.verified')}</TableCell>
              <TableCell>{t('users.permissions')}</TableCell>
              <ActionsHeaderCell label={t('users.actions')} />
            </TableRow>
          </TableHead>
          <TableBody>
            {users.map((user) => {
              const role = roleOf(user.permissions);
              return (
                <TableRow key={user.id} hover>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 500, minWidth: 120 }}>
                    {user.name}
                  </TableCell>
                  <TableCell>{user.email}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDate(user.created_at, language)}
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={user.status === 'active' ? 'success' : 'error'}
                      label={t(`users.status_${user.status}`)}
                    />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {isVerified(user) ? (
                      formatDate(user.email_verified_at, language)
                    ) : (
                      <Typography variant="body2" color="warning.main" component="span">
                        {t('users.not_verified')}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    {role === 'none' ? (
                      <Typography variant="body2" color="text.secondary" component="span">
                        {t('users.role_none')}
                      </Typography>
                    ) : (
                      t(`users.role_${role}`)
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ py: 0 }}>
                    <UserActionsMenu
                      user={user}
                      busy={busyUserId === user.id}
                      onChoose={(choice) => onChoose(user, choice)}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </ScrollBox>
    </Paper>
  );
}
