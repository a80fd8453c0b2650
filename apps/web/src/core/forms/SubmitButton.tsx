import { Button, CircularProgress, type ButtonProps } from '@mui/material';
import type { ReactNode } from 'react';

type Props = Omit<ButtonProps, 'type' | 'children'> & {
  busy: boolean;
  label: string;
  /** Shown while the request is under way, e.g. "Saving…". */
  busyLabel: string;
  icon?: ReactNode;
};

/** A form's submit button that shows progress (and cannot be pressed twice) while it waits. */
export function SubmitButton({ busy, label, busyLabel, icon, disabled, ...props }: Props) {
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={busy || disabled}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : icon}
      {...props}
    >
      {busy ? busyLabel : label}
    </Button>
  );
}
