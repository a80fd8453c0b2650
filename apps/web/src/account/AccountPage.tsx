import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../app/components/PageTitle';
import { formatDate } from '../app/i18n/format-date';
import { useSession } from '../app/session/session-context';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';

/** /account: the signed-in person's own details, name, language and password. */
export function AccountPage() {
  const { t, i18n } = useTranslation();
  const { user, verified } = useSession();
  // The route guard lets only signed-in people in.
  if (!user) return null;
  return (
    <Box sx={{ maxWidth: 720 }}>
      <PageTitle>{t('account.title')}</PageTitle>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
              rowGap: 1.5,
              columnGap: 3,
            }}
          >
            <Detail label={t('auth.email')} value={user.email} />
            <Detail
              label={t('account.verified')}
              value={
                verified
                  ? t('account.verified_on', {
                      date: formatDate(user.email_verified_at, i18n.language),
                    })
                  : t('account.not_verified')
              }
            />
            <Detail
              label={t('account.registered')}
              value={formatDate(user.created_at, i18n.language)}
            />
          </Box>
        </Paper>
        <ProfileForm user={user} />
        <PasswordForm />
      </Box>
    </Box>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </>
  );
}
