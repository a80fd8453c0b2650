import MoreVertIcon from '@mui/icons-material/MoreVert';
import { CircularProgress, IconButton, Menu, MenuItem } from '@mui/material';
import { isVerified } from '@partitura/domain';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../core/i18n/useTranslation';
import type { UserAction } from './useUserActions';
import type { AdministeredUser } from './users-documents';

/** What a row's menu asks the screen to do; the screen confirms or opens a dialog first. */
export type UserMenuChoice = UserAction | 'permissions';

type Props = {
  user: AdministeredUser;
  busy: boolean;
  onChoose: (choice: UserMenuChoice) => void;
};

/** The actions of one account: only those that make sense for its state are offered. */
export function UserActionsMenu({ user, busy, onChoose }: Props) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const choose = (choice: UserMenuChoice) => {
    setAnchor(null);
    onChoose(choice);
  };

  const items: { choice: UserMenuChoice; label: string; shown: boolean }[] = [
    { choice: 'activate', label: t('users.activate'), shown: user.status === 'suspended' },
    { choice: 'suspend', label: t('users.suspend_action'), shown: user.status === 'active' },
    { choice: 'send_reset_link', label: t('users.send_reset_link'), shown: true },
    {
      choice: 'resend_verification',
      label: t('users.resend_verification'),
      shown: !isVerified(user),
    },
    { choice: 'permissions', label: t('users.change_permissions'), shown: true },
  ];

  return (
    <>
      <IconButton
        aria-label={t('users.actions_for', { name: user.name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        disabled={busy}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {busy ? <CircularProgress size={20} aria-label={t('common.loading')} /> : <MoreVertIcon />}
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {items
          .filter((item) => item.shown)
          .map((item) => (
            <MenuItem key={item.choice} onClick={() => choose(item.choice)}>
              {item.label}
            </MenuItem>
          ))}
        {/* The account's history (issue 26): the history feature's screen at this address. */}
        <MenuItem component={Link} to={`/settings/users/${encodeURIComponent(user.id)}/history`}>
          {t('common.history')}
        </MenuItem>
      </Menu>
    </>
  );
}
