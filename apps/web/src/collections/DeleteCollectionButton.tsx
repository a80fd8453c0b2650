import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useMutation } from '@apollo/client/react';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../app/components/ConfirmDialog';
import type { NoticeState } from '../app/components/useNotice';
import { DeleteCollectionMutation } from './collection-documents';

/** Deletes the collection after the prompt of spec §8, then returns to the search. */
export function DeleteCollectionButton({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleteCollection, { loading }] = useMutation(DeleteCollectionMutation);

  const confirm = async () => {
    setFailure(null);
    try {
      const { data } = await deleteCollection({ variables: { id } });
      if (data?.deleteCollection.success) {
        const state: NoticeState = { notice: 'collections.deleted' };
        await navigate('/', { state });
        return;
      }
      setFailure(data?.deleteCollection.message || t('collections.delete_failed'));
    } catch {
      setFailure(t('common.network_error'));
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
        title={t('collections.delete_title')}
        question={t('collections.delete_prompt')}
        confirmLabel={t('common.delete')}
        busy={loading}
        error={failure}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
