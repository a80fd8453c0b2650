import { DialogContentText } from '@mui/material';
import { useId } from 'react';
import { ActionDialog, ProgressButton } from './ActionDialog';

type Props = {
  open: boolean;
  title: string;
  question: string;
  confirmLabel: string;
  /** The label of the safe choice, which has the focus ("Cancel" when absent). */
  cancelLabel?: string;
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before an action that cannot be undone; Cancel has the focus so Enter does no harm. */
export function ConfirmDialog({
  open,
  title,
  question,
  confirmLabel,
  cancelLabel,
  busy,
  error,
  onConfirm,
  onCancel,
}: Props) {
  const textId = useId();
  return (
    <ActionDialog
      open={open}
      title={title}
      describedBy={textId}
      maxWidth="xs"
      busy={busy}
      onClose={onCancel}
      error={error}
      cancelLabel={cancelLabel}
      cancelFocused
      action={
        <ProgressButton onClick={onConfirm} color="error" busy={busy}>
          {confirmLabel}
        </ProgressButton>
      }
    >
      <DialogContentText id={textId}>{question}</DialogContentText>
    </ActionDialog>
  );
}
