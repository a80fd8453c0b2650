import { FormControlLabel, FormHelperText, Radio, RadioGroup } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from '../core/i18n/useTranslation';
import { SubmitButton } from '../core/forms/SubmitButton';
import { ActionDialog } from '../core/components/ActionDialog';
import { ROLE_CHOICES, roleOf, type RoleChoice } from './user-roles';
import type { AdministeredUser } from './users-documents';

type Props = {
  user: AdministeredUser;
  onSave: (choice: RoleChoice) => Promise<string | null>;
  onClose: () => void;
};

/**
 * Chooses what an account may do. The roles nest (an administrator is also a contributor and a
 * guest), so one choice says it all. A refusal (e.g. removing one's own administrator role) is
 * shown in the dialog; success closes it.
 */
export function PermissionsDialog({ user, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [choice, setChoice] = useState<RoleChoice>(() => roleOf(user.permissions));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const save = async () => {
    setBusy(true);
    setFailure(null);
    const refusal = await onSave(choice);
    setBusy(false);
    if (refusal) setFailure(refusal);
  };

  return (
    <ActionDialog
      title={t('users.permissions_title', { name: user.name })}
      titleId={titleId}
      maxWidth="xs"
      busy={busy}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      error={failure}
      action={<SubmitButton busy={busy} label={t('common.save')} busyLabel={t('common.saving')} />}
    >
      <RadioGroup
        aria-labelledby={titleId}
        name="role"
        value={choice}
        onChange={(event) => setChoice(event.target.value as RoleChoice)}
      >
        {ROLE_CHOICES.map((value) => (
          <div key={value}>
            <FormControlLabel
              value={value}
              control={
                <Radio slotProps={{ input: { 'aria-describedby': `${titleId}-${value}` } }} />
              }
              label={t(`users.role_${value}`)}
            />
            <FormHelperText id={`${titleId}-${value}`} sx={{ mt: -0.5, mb: 1, ml: 4 }}>
              {t(`users.role_${value}_help`)}
            </FormHelperText>
          </div>
        ))}
      </RadioGroup>
    </ActionDialog>
  );
}
