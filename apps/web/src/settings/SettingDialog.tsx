import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { TEXT_LIMITS, validateSetting } from '@partitura/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../core/i18n/useTranslation';
import { domainResolver } from '../core/forms/domain-resolver';
import { placeServerErrors } from '../core/forms/server-errors';
import { SubmitButton } from '../core/forms/SubmitButton';
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
  const titleId = useId();
  const save = useSaveSetting();
  const [failure, setFailure] = useState<string | null>(null);
  const isNew = setting === null;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SettingValues>({
    defaultValues: { key: setting?.key ?? '', value: setting?.value ?? '' },
    resolver,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await save(values.key, values.value);
    if (result.success) {
      onSaved(result.message);
      return;
    }
    setFailure(placeServerErrors(result, FIELDS, setError));
  });

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>
          {isNew ? t('settings.add_title') : t('settings.edit_title', { key: setting.key })}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
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
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <SubmitButton
            busy={isSubmitting}
            label={t('common.save')}
            busyLabel={t('common.saving')}
          />
        </DialogActions>
      </form>
    </Dialog>
  );
}
