import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  type ButtonProps,
  type SxProps,
  type Theme,
} from '@mui/material';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';

type Props = {
  /** True unless given: most dialogs are mounted while open. */
  open?: boolean;
  title: ReactNode;
  /** The title's id, when the content refers to it too; made here otherwise. */
  titleId?: string;
  /** A long name in the title (a folder's, a key) wraps anywhere. */
  wrapTitle?: boolean;
  /** The id of the text that describes the dialog (aria-describedby). */
  describedBy?: string;
  maxWidth: 'xs' | 'sm';
  fullScreen?: boolean;
  /** While the action is under way the dialog cannot be closed and Cancel is disabled. */
  busy?: boolean;
  onClose: () => void;
  /** Makes the dialog a form (not validated by the browser): its action button submits it. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => unknown;
  contentSx?: SxProps<Theme>;
  children: ReactNode;
  /** A refusal or failure, shown under the content. */
  error?: string | null;
  /** The label of the safe choice ("Cancel" when absent). */
  cancelLabel?: string;
  /** Gives Cancel the focus, so that Enter does no harm. */
  cancelFocused?: boolean;
  /** The dialog's own action, after Cancel: a SubmitButton in a form, else a ProgressButton. */
  action: ReactNode;
};

/**
 * A dialog that asks for one action: its title labels it, the content, a failure under it,
 * Cancel and the action. While `busy` it stays open (Escape and the backdrop do nothing).
 */
export function ActionDialog(props: Props) {
  const { busy, onClose, onSubmit, error } = props;
  const { t } = useTranslation();
  const ownTitleId = useId();
  const titleId = props.titleId ?? ownTitleId;
  const body = (
    <>
      <DialogTitle id={titleId} sx={props.wrapTitle ? { overflowWrap: 'anywhere' } : undefined}>
        {props.title}
      </DialogTitle>
      <DialogContent sx={props.contentSx}>
        {props.children}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus={props.cancelFocused}>
          {props.cancelLabel ?? t('common.cancel')}
        </Button>
        {props.action}
      </DialogActions>
    </>
  );
  return (
    <Dialog
      open={props.open ?? true}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={props.describedBy}
      maxWidth={props.maxWidth}
      fullWidth
      fullScreen={props.fullScreen}
    >
      {onSubmit ? (
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          {body}
        </form>
      ) : (
        body
      )}
    </Dialog>
  );
}

type ProgressButtonProps = Omit<ButtonProps, 'startIcon'> & { busy?: boolean };

/** A dialog's action button (not a submit): disabled, with a spinner, while it is under way. */
export function ProgressButton({ busy, disabled, ...props }: ProgressButtonProps) {
  return (
    <Button
      variant="contained"
      disabled={busy || disabled}
      startIcon={
        busy ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined
      }
      {...props}
    />
  );
}
