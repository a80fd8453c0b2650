import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useMutation } from '@apollo/client/react';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../app/components/ConfirmDialog';
import { DeletePageMutation } from './page-documents';

type Props = {
  id: string;
  size?: 'small' | 'medium';
  /** Called once the page is deleted (with its entries). */
  onDeleted: () => void;
};

/** Deletes a page with its entries after the prompt of spec §8. */
export function DeletePageButton({ id, size, onDeleted }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [deletePage, { loading }] = useMutation(DeletePageMutation);

  const confirm = async () => {
    setFailure(null);
    try {
      const { data } = await deletePage({ variables: { id } });
      if (data?.deletePage.success) {
        setOpen(false);
        onDeleted();
        return;
      }
      setFailure(data?.deletePage.message || t('pages.delete_failed'));
    } catch {
      setFailure(t('common.network_error'));
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
        {t('pages.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('pages.delete_title')}
        question={t('pages.delete_prompt')}
        confirmLabel={t('common.delete')}
        busy={loading}
        error={failure}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
