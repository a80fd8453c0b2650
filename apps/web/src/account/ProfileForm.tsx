import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import { TextField } from '@mui/material';
import { requiredText, resolveLocale, validateProfile } from '@partitura/domain';
import { useTranslation } from '../core/i18n/useTranslation';
import { domainResolver } from '../core/forms/domain-resolver';
import { LocaleField } from '../core/forms/LocaleField';
import { currentLanguage } from '../core/i18n/i18n';
import { useSession, type SessionUser } from '../core/session/session-context';
import { AccountSection, useAccountForm } from './AccountSection';

type ProfileValues = { name: string; locale: string };

const FIELDS = ['name', 'locale'] as const;
const resolver = domainResolver<ProfileValues>((values) => validateProfile(values));

/**
 * The person's name and language. A saved language becomes the interface language at once
 * (spec §1: a loaded user's locale is the interface language).
 */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const session = useSession();
  const { form, outcome, submit } = useAccountForm<ProfileValues>(
    {
      defaultValues: {
        name: user.name,
        locale: user.locale ? resolveLocale(user.locale) : currentLanguage(),
      },
      resolver,
    },
    FIELDS,
  );
  const { register } = form;
  const { errors, isSubmitting } = form.formState;
  const onSubmit = submit(
    (values) => ({ name: requiredText(values.name), locale: values.locale }),
    async (input) => {
      form.reset(input);
      // Reloading the user applies the saved locale to the interface.
      await session.reloadUser();
    },
  );

  return (
    <AccountSection
      headingId="profile-heading"
      heading={t('account.profile_heading')}
      outcome={outcome}
      // Translated here rather than taken from the server, so it follows the new language.
      savedText={t('User.saved')}
      onSubmit={onSubmit}
      busy={isSubmitting}
      submitLabel={t('common.save')}
      submitIcon={<SaveOutlinedIcon />}
    >
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
    </AccountSection>
  );
}
