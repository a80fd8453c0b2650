import LinkIcon from '@mui/icons-material/Link';
import { Button } from '@mui/material';
import { useTranslation } from '../i18n/useTranslation';
import { useClipboardCopy } from './ClipboardCopy';

/**
 * Copies the record's permanent address to the clipboard (spec §2). When the browser refuses,
 * the person is told to copy the link from the address bar instead.
 */
export function PermalinkButton({ path }: { path: string }) {
  const { t } = useTranslation();
  const { copy, feedback } = useClipboardCopy({
    copied: t('permalink.copied'),
    failed: t('permalink.failed'),
  });
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<LinkIcon />}
        onClick={() => void copy(`${window.location.origin}${path}`)}
      >
        {t('permalink.copy')}
      </Button>
      {feedback}
    </>
  );
}
