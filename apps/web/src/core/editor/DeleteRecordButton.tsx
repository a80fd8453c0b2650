import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../components/ConfirmDialog';
import type { NoticeState } from '../components/useNotice';
import { DISCARDS_EDITS } from './LeaveGuard';
import { failureMessage } from '../graphql/failure-message';

/** What a delete answers (spec §7): success, or the server's (translated) reason. */
export type DeleteAnswer = { success: boolean; message?: string | null };

/** What happens after the delete: go to `afterPath` (with the deleted notice), or `onDeleted`. */
type After =
  { afterPath: string; onDeleted?: never } | { onDeleted: () => void; afterPath?: never };

export type DeleteRecordProps = After & {
  /** Sends the delete (a thrown error is a network failure). */
  remove: () => Promise<DeleteAnswer | null | undefined>;
  /**
   * The record kind's text prefix: `people` → the dialog's title `people.delete_title`, the
   * prompt of spec §8 `people.delete_prompt`, the notice after navigating `people.deleted`.
   */
  texts: string;
  /** The button's label ("Delete" when absent). */
  label?: string;
  size?: 'small' | 'medium';
  /** Shown when the server refuses without saying why ("The record could not be deleted."). */
  failedText?: string;
};

/** The props a record kind's delete button passes on (it brings `remove` and `texts` itself). */
export type DeleteButtonProps = WithoutKindProps<DeleteRecordProps>;
type WithoutKindProps<P> = P extends unknown ? Omit<P, 'remove' | 'texts'> : never;

/**
 * Deletes a record after the prompt of spec §8. A refusal (e.g. a person still named by
 * attributions) stays in the dialog with the server's message, which says why.
 */
export function DeleteRecordButton(props: DeleteRecordProps) {
  const { remove, texts, label, size, failedText } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const deleted = async () => {
    if (props.onDeleted) {
      setOpen(false);
      props.onDeleted();
      return;
    }
    // The record is gone: an open editor's unsaved input no longer matters.
    const state: NoticeState = { notice: `${texts}.deleted` };
    await navigate(props.afterPath, { state: { ...state, ...DISCARDS_EDITS } });
  };

  const confirm = async () => {
    setFailure(null);
    setBusy(true);
    try {
      const answer = await remove();
      if (answer?.success) {
        await deleted();
        return;
      }
      setFailure(answer?.message || (failedText ?? t('editor.delete_failed')));
    } catch (error) {
      setFailure(failureMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        color="error"
        size={size}
        startIcon={<DeleteOutlineIcon />}
        onClick={() => {
          setFailure(null);
          setOpen(true);
        }}
      >
        {label ?? t('common.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t(`${texts}.delete_title`)}
        question={t(`${texts}.delete_prompt`)}
        confirmLabel={t('common.delete')}
        busy={busy}
        error={failure}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
