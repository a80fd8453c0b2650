import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import { useMutation } from '../core/graphql';
import { Alert, Box, Paper, TextField, Typography } from '@mui/material';
import { requiredText, resolveLocale, validateProfile } from '@partitura/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../core/i18n/useTranslation';
import { domainResolver } from '../core/forms/domain-resolver';
import { LocaleField } from '../core/forms/LocaleField';
import { failureMessage } from '../core/graphql/failure-message';
import { placeServerErrors } from '../core/forms/server-errors';
import { SubmitButton } from '../core/forms/SubmitButton';
import { currentLanguage } from '../core/i18n/i18n';
import { useSession, type SessionUser } from '../core/session/session-context';
import { UpdateMeMutation } from './account-documents';

type ProfileValues = { name: string; locale: string };

const FIELDS = ['name', 'locale'] as const;
const resolver = domainResolver<ProfileValues>((values) => validateProfile(values));

type Outcome = { success: true } | { success: false; message: string };

/**
 * The person's name and language. A saved language becomes the interface language at once
 * (spec §1: a loaded user's locale is the interface language).
 */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const session = useSession();
  const [updateMe] = useMutation(UpdateMeMutation);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues>({
    defaultValues: {
      name: user.name,
      locale: user.locale ? resolveLocale(user.locale) : currentLanguage(),
    },
    resolver,
  });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    const input = { name: requiredText(values.name), locale: values.locale };
    try {
      const { data } = await updateMe({ variables: { input } });
      const result = data?.updateMe;
      if (result?.success) {
        reset(input);
        // Reloading the user applies the saved locale to the interface.
        await session.reloadUser();
        setOutcome({ success: true });
        return;
      }
      const refusal = placeServerErrors(result, FIELDS, setError, t('account.save_failed'));
      if (refusal) setOutcome({ success: false, message: refusal });
    } catch (error) {
      setOutcome({ success: false, message: failureMessage(error, t) });
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="profile-heading">
      <Typography id="profile-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('account.profile_heading')}
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
        {/* Translated here rather than taken from the server, so it follows the new language. */}
        {outcome?.success && (
          <Alert severity="success" role="status">
            {t('User.saved')}
          </Alert>
        )}
        {outcome && !outcome.success && <Alert severity="error">{outcome.message}</Alert>}
        <TextField
          label={t('register.name')}
          autoComplete="name"
          required
          error={Boolean(errors.name)}
          helperText={errors.name?.message ? t(errors.name.message) : undefined}
          {...register('name')}
        />
        <LocaleField
          label={t('account.locale')}
          error={Boolean(errors.locale)}
          helperText={errors.locale?.message ? t(errors.locale.message) : t('account.locale_help')}
          {...register('locale')}
        />
        <Box>
          <SubmitButton
            busy={isSubmitting}
            label={t('common.save')}
            busyLabel={t('common.saving')}
            icon={<SaveOutlinedIcon />}
          />
        </Box>
      </Box>
    </Paper>
  );
}
