import { useMutation } from '../../../core/graphql';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { entryTitle } from '@partitura/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../../core/i18n/useTranslation';
import { ScorePicker, type PickedScore } from '../../../core/editor/reference-pickers';
import { failureMessage } from '../../../core/graphql/failure-message';
import { UpsertIiifRegionMutation } from '../digital-copy-view-documents';
import type { ImageRect } from '../../../iiif-viewer/index';

type Entry = {
  id: string;
  number?: string | null;
  signature?: string | null;
  composer?: string | null;
};

type Props = {
  /** The rectangle drawn on the photograph (image pixels); the dialog is open while there is one. */
  rect: ImageRect | null;
  /** The digital copy image (the page's photograph) the region lies on. */
  photoId: string;
  /** The page's entries, one of which the region shows. */
  entries: readonly Entry[];
  onSaved: () => void;
  onCancel: () => void;
};

type Kind = 'Entry' | 'Score';

/**
 * Links a drawn region of a page's photograph to the record it shows: one of the page's entries
 * (the usual case) or a score, and saves it. A refusal (e.g. a region outside the image) stays in
 * the dialog with the server's reason.
 */
export function LinkRegionDialog({ rect, photoId, entries, onSaved, onCancel }: Props) {
  const { t, language } = useTranslation();
  const titleId = useId();
  const [kind, setKind] = useState<Kind>(entries.length > 0 ? 'Entry' : 'Score');
  const [entryId, setEntryId] = useState(entries[0]?.id ?? '');
  const [score, setScore] = useState<PickedScore | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { loading: busy }] = useMutation(UpsertIiifRegionMutation);

  const recordId = kind === 'Entry' ? entryId : (score?.id ?? '');

  const submit = async () => {
    if (!rect) return;
    if (!recordId) {
      setFailure(t('DigitalCopy.error_region_empty'));
      return;
    }
    setFailure(null);
    try {
      const { data } = await save({
        variables: {
          input: {
            digital_copy_file: { id: photoId },
            ...rect,
            iiifable_type: kind,
            iiifable_id: recordId,
          },
        },
      });
      const answer = data?.upsertIiifRegion;
      if (answer?.success) {
        onSaved();
        return;
      }
      const fieldError = answer?.errors[0]?.key;
      setFailure(
        fieldError ? t(fieldError) : answer?.message || t('digital_copy_view.region_save_failed'),
      );
    } catch (error) {
      setFailure(failureMessage(error, t));
    }
  };

  return (
    <Dialog
      open={rect !== null}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('digital_copy_view.link_title')}</DialogTitle>
      <DialogContent>
        {rect && (
          <DialogContentText sx={{ mb: 2 }}>
            {t('digital_copy_view.region_size', rect)}
          </DialogContentText>
        )}
        <RadioGroup
          aria-label={t('digital_copy_view.link_to')}
          value={kind}
          onChange={(event) => setKind(event.target.value as Kind)}
          sx={{ mb: 2 }}
        >
          <FormControlLabel
            value="Entry"
            control={<Radio />}
            label={t('digital_copy_view.link_entry')}
            disabled={entries.length === 0}
          />
          <FormControlLabel
            value="Score"
            control={<Radio />}
            label={t('digital_copy_view.link_score')}
          />
        </RadioGroup>
        {kind === 'Entry' ? (
          <TextField
            select
            label={t('digital_copy_view.entry')}
            value={entryId}
            onChange={(event) => setEntryId(event.target.value)}
            fullWidth
            slotProps={{ select: { native: true } }}
          >
            {entries.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entryTitle(entry, language) || entry.id}
              </option>
            ))}
          </TextField>
        ) : (
          <ScorePicker label={t('digital_copy_view.score')} value={score} onChange={setScore} />
        )}
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={busy}
          startIcon={
            busy ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined
          }
        >
          {t('digital_copy_view.save_region')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
