import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, IconButton, Link, TextField, Typography } from '@mui/material';
import { useId, type ElementType } from 'react';
import { useTranslation } from '../core/i18n/useTranslation';
import { useClipboardCopy } from '../core/components/ClipboardCopy';

type Props = {
  /** The IIIF Presentation manifest of the digital copy. */
  url: string;
  /** The heading's element (its level where the viewer stands); h3 when absent. */
  headingComponent?: ElementType;
};

/** The IIIF drag-and-drop convention: a link whose address carries `?manifest=` the manifest. */
export function dragAndDropHref(url: string): string {
  return `${url}?manifest=${url}`;
}

/**
 * "Open in another IIIF viewer": the manifest's address to copy (a button copies it) and the
 * "IIIF manifest" link to drag onto a viewer that takes IIIF drag and drop.
 */
export function ManifestLinks({ url, headingComponent = 'h3' }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const { copy, feedback } = useClipboardCopy({
    copied: t('iiif_viewer.manifest_copied'),
    failed: t('iiif_viewer.manifest_copy_failed'),
  });

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2, minWidth: 0 }}>
      <Typography id={headingId} variant="subtitle1" component={headingComponent}>
        {t('iiif_viewer.other_viewer')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('iiif_viewer.other_viewer_help')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minWidth: 0 }}>
        <TextField
          label={t('iiif_viewer.manifest_url')}
          value={url}
          size="small"
          fullWidth
          onFocus={(event) => event.target.select()}
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
        />
        <IconButton
          aria-label={t('iiif_viewer.copy_manifest')}
          title={t('iiif_viewer.copy_manifest')}
          onClick={() => void copy(url)}
        >
          <ContentCopyIcon />
        </IconButton>
      </Box>
      <Link href={dragAndDropHref(url)} sx={{ display: 'inline-block', mt: 1 }}>
        {t('iiif_viewer.manifest_link')}
      </Link>
      {feedback}
    </Box>
  );
}
