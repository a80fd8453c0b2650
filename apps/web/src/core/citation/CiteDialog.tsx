import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  citationFileName,
  citationText,
  cslItem,
  type CitationSource,
  type CitedRecord,
} from '@partitura/domain';
import { useId, useMemo } from 'react';
import { useClipboardCopy } from '../components/ClipboardCopy';
import { useTranslation } from '../i18n/useTranslation';
import { CITATION_FORMATS, citationIn } from './citation-formats';

type Props = {
  record: CitedRecord;
  /** The address of the record's linked data (JSON-LD), when it has one. */
  linkedData: string | null;
  /** The address of its MARC 21 export (MARCXML: a score's record, a collection's scores). */
  marc: string | null;
  /** The catalogue's name, the record's permalink and the day it is read. */
  source: CitationSource;
  onClose: () => void;
};

/**
 * "Cite this record" (issue 25): the citation in the interface's language, to copy, and as
 * BibTeX, RIS and CSL-JSON files to download. A chunk of its own (Citation.js comes with it).
 */
export default function CiteDialog({ record, linkedData, marc, source, onClose }: Props) {
  const { t, language } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const text = citationText(record, source, language);
  const downloads = useMemo(() => {
    const item = cslItem(record, source);
    return CITATION_FORMATS.map(({ format, extension, type }) => ({
      format,
      href: `data:${type};charset=utf-8,${encodeURIComponent(citationIn(item, format))}`,
      fileName: citationFileName(record, extension),
    }));
  }, [record, source]);
  // In place: a snackbar at the foot of a phone's full-screen dialog would cover its Close.
  const { copy, feedback } = useClipboardCopy(
    { copied: t('cite.copied'), failed: t('cite.failed') },
    true,
  );
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="sm"
      fullWidth
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>{t('cite.title')}</DialogTitle>
      <DialogContent>
        <Typography
          id={textId}
          data-testid="citation-text"
          sx={{
            p: 2,
            borderRadius: 1,
            bgcolor: 'action.hover',
            overflowWrap: 'anywhere',
            userSelect: 'text',
          }}
        >
          {text}
        </Typography>
        <Button sx={{ mt: 1 }} startIcon={<ContentCopyIcon />} onClick={() => void copy(text)}>
          {t('cite.copy')}
        </Button>
        {feedback}
        <Box component="section" aria-labelledby={`${titleId}-downloads`} sx={{ mt: 2 }}>
          <Typography id={`${titleId}-downloads`} variant="subtitle2" component="h3">
            {t('cite.downloads')}
          </Typography>
          <Stack direction="row" sx={{ mt: 1, gap: 1, flexWrap: 'wrap' }}>
            {downloads.map(({ format, href, fileName }) => (
              <Button
                key={format}
                variant="outlined"
                component="a"
                href={href}
                download={fileName}
                startIcon={<DownloadIcon />}
                aria-label={t('cite.download_label', { format: t(`cite.${format}`) })}
              >
                {t(`cite.${format}`)}
              </Button>
            ))}
          </Stack>
        </Box>
        {(linkedData || marc) && (
          <Box component="section" aria-labelledby={`${titleId}-data`} sx={{ mt: 2 }}>
            <Typography id={`${titleId}-data`} variant="subtitle2" component="h3">
              {t('cite.data')}
            </Typography>
            <Stack sx={{ mt: 0.5, gap: 0.5, alignItems: 'flex-start' }}>
              {linkedData && <Link href={linkedData}>{t('cite.linked_data_link')}</Link>}
              {marc && (
                <Link href={marc} download>
                  {t(record.kind === 'collection' ? 'cite.marc_collection' : 'cite.marc_record')}
                </Link>
              )}
            </Stack>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
