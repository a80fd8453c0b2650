import { Alert, TextField } from '@mui/material';
import { TEXT_LIMITS, validateSetting } from '@partitura/domain';
import { useTranslation } from '../core/i18n/useTranslation';
import { domainResolver } from '../core/forms/domain-resolver';
import { placeServerErrors } from '../core/forms/server-errors';
import { SubmitButton } from '../core/forms/SubmitButton';
import { useSubmitForm } from '../core/forms/useSubmitForm';
import { ActionDialog } from '../core/components/ActionDialog';
import { useSaveSetting } from './useSaveSetting';

type SettingValues = { key: string; value: string };

const FIELDS = ['key', 'value'] as const;
const resolver = domainResolver<SettingValues>(({ key, value }) => validateSetting(key, value));

type Props = {
  /** The setting to change, or null to add a new one. */
  setting: { key: string; value: string | null } | null;
  onSaved: (message: string) => void;
  onClose: () => void;
};

/** Adds a setting (key and value) or changes the value of one; the domain rule checks both. */
export function SettingDialog({ setting, onSaved, onClose }: Props) {
  const { t } = useTranslation();
  const save = useSaveSetting();
  const isNew = setting === null;
  const { register, errors, busy, failure, onSubmit } = useSubmitForm<SettingValues>(
    { defaultValues: { key: setting?.key ?? '', value: setting?.value ?? '' }, resolver },
    async (values, { setError }) => {
      const result = await save(values.key, values.value);
      if (result.success) {
        onSaved(result.message);
        return;
      }
      return placeServerErrors(result, FIELDS, setError);
    },
  );

  return (
    <ActionDialog
      title={isNew ? t('settings.add_title') : t('settings.edit_title', { key: setting.key })}
      maxWidth="sm"
      busy={busy}
      onClose={onClose}
      onSubmit={onSubmit}
      contentSx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}
      action={<SubmitButton busy={busy} label={t('common.save')} busyLabel={t('common.saving')} />}
    >
      {failure && <Alert severity="error">{failure}</Alert>}
      {/* The key names a setting; changing it would make another one. */}
      {isNew && (
        <TextField
          label={t('settings.key')}
          required
          autoFocus
          error={Boolean(errors.key)}
          helperText={errors.key?.message ? t(errors.key.message) : undefined}
          slotProps={{ htmlInput: { spellCheck: false, maxLength: TEXT_LIMITS.line } }}
          {...register('key')}
        />
      )}
      <TextField
        label={t('settings.value')}
        multiline
        minRows={1}
        maxRows={8}
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.long } }}
        autoFocus={!isNew}
        error={Boolean(errors.value)}
        helperText={errors.value?.message ? t(errors.value.message) : undefined}
        {...register('value')}
      />
    </ActionDialog>
  );
}
