import { useMutation } from '../../../core/graphql';
import { DialogContentText, FormControlLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { entryTitle } from '@partitura/domain';
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n/useTranslation';
import { ScorePicker, type PickedScore } from '../../../core/editor/reference-pickers';
import { useSubmitFailure } from '../../../core/forms/useSubmitFailure';
import { ActionDialog, ProgressButton } from '../../../core/components/ActionDialog';
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
  const [kind, setKind] = useState<Kind>(entries.length > 0 ? 'Entry' : 'Score');
  const [entryId, setEntryId] = useState(entries[0]?.id ?? '');
  const [score, setScore] = useState<PickedScore | null>(null);
  const { failure, attempt } = useSubmitFailure();
  const [save, { loading: busy }] = useMutation(UpsertIiifRegionMutation);

  const recordId = kind === 'Entry' ? entryId : (score?.id ?? '');

  const submit = (region: ImageRect) =>
    attempt(async () => {
      if (!recordId) return t('DigitalCopy.error_region_empty');
      const { data } = await save({
        variables: {
          input: {
            digital_copy_file: { id: photoId },
            ...region,
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
      return fieldError
        ? t(fieldError)
        : answer?.message || t('digital_copy_view.region_save_failed');
    });

  return (
    <ActionDialog
      open={rect !== null}
      title={t('digital_copy_view.link_title')}
      maxWidth="sm"
      busy={busy}
      onClose={onCancel}
      error={failure}
      action={
        <ProgressButton
          busy={busy}
          onClick={() => {
            if (rect) void submit(rect);
          }}
        >
          {t('digital_copy_view.save_region')}
        </ProgressButton>
      }
    >
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
    </ActionDialog>
  );
}
