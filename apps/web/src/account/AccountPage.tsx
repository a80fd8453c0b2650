import { Box, Paper } from '@mui/material';
import { useTranslation } from '../core/i18n/useTranslation';
import { PageTitle } from '../core/components/PageTitle';
import { Detail, DetailList } from '../core/components/ViewSection';
import { formatDate } from '../core/i18n/format-date';
import { useSession } from '../core/session/session-context';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';

/** /account: the signed-in person's own details, name, language and password. */
export function AccountPage() {
  const { t, language } = useTranslation();
  const { user, verified } = useSession();
  // The route guard lets only signed-in people in.
  if (!user) return null;
  return (
    <Box sx={{ maxWidth: 720 }}>
      <PageTitle>{t('account.title')}</PageTitle>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <DetailList labelWidth={200}>
            <Detail label={t('auth.email')}>{user.email}</Detail>
            <Detail label={t('account.verified')}>
              {verified
                ? t('account.verified_on', {
                    date: formatDate(user.email_verified_at, language),
                  })
                : t('account.not_verified')}
            </Detail>
            <Detail label={t('account.registered')}>{formatDate(user.created_at, language)}</Detail>
          </DetailList>
        </Paper>
        <ProfileForm user={user} />
        <PasswordForm />
      </Box>
    </Box>
  );
}
