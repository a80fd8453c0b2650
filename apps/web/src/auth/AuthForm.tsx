import { Alert, Box } from '@mui/material';
import type { ReactNode } from 'react';
import { SubmitButton } from '../core/forms/SubmitButton';
import type { SubmitFormState } from '../core/forms/useSubmitForm';

type Props = {
  /** The form's submit, progress and failure (shown above the fields). */
  form: SubmitFormState;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
};

/** The form of an /auth/ screen: a failure on top, its fields, the large submit button. */
export function AuthForm({ form, submitLabel, busyLabel, children }: Props) {
  const { onSubmit, failure, busy } = form;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
      {failure && <Alert severity="error">{failure}</Alert>}
      {children}
      <SubmitButton size="large" busy={busy} label={submitLabel} busyLabel={busyLabel} />
    </Box>
  );
}
