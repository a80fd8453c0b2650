import { Alert } from '@mui/material';
import { useTranslation } from '../i18n/useTranslation';
import { useNotice } from './useNotice';

/** Shows (in the current language) the notice the previous screen left, e.g. "Collection saved." */
export function NoticeAlert() {
  const { t } = useTranslation();
  const [notice, dismiss] = useNotice();
  if (!notice) return null;
  return (
    <Alert
      severity="success"
      role="status"
      onClose={dismiss}
      slotProps={{ closeButton: { title: t('common.close'), 'aria-label': t('common.close') } }}
      sx={{ mb: 3 }}
    >
      {t(notice)}
    </Alert>
  );
}
