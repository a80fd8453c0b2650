import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../components/ConfirmDialog';
import type { NoticeState } from '../components/useNotice';
import { DISCARDS_EDITS } from './LeaveGuard';

/** What a delete answers (spec §7): success, or the server's (translated) reason. */
export type DeleteAnswer = { success: boolean; message?: string | null };

type Props = {
  /** Sends the delete (a thrown error is a network failure). */
  remove: () => Promise<DeleteAnswer | null | undefined>;
  /** The dialog's title, e.g. "Delete person". */
  title: string;
  /** The prompt of spec §8, e.g. "Are you sure you want to delete this person?". */
  prompt: string;
  /** Where to go after the delete, and the notice shown there (an interface key). */
  afterPath: string;
  deletedNotice: string;
};

/**
 * Deletes a record after the prompt of spec §8. A refusal (e.g. a person still named by
 * attributions) stays in the dialog with the server's message, which says why.
 */
export function DeleteRecordButton({ remove, title, prompt, afterPath, deletedNotice }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    setBusy(true);
    try {
      const answer = await remove();
      if (answer?.success) {
        // The record is gone: an open editor's unsaved input no longer matters.
        const state: NoticeState = { notice: deletedNotice };
        await navigate(afterPath, { state: { ...state, ...DISCARDS_EDITS } });
        return;
      }
      setFailure(answer?.message || t('editor.delete_failed'));
    } catch {
      setFailure(t('common.network_error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteOutlineIcon />}
        onClick={() => {
          setFailure(null);
          setOpen(true);
        }}
      >
        {t('common.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        title={title}
        question={prompt}
        confirmLabel={t('common.delete')}
        busy={busy}
        error={failure}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
