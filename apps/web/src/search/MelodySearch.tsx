import BackspaceOutlinedIcon from '@mui/icons-material/BackspaceOutlined';
import {
  Box,
  Button,
  FormControlLabel,
  MenuItem,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { CLEFS, TEXT_LIMITS, paeDocument } from '@partitura/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../core/i18n/useTranslation';
import { SearchPanel } from './SearchPanel';
import { IncipitNotation } from '../incipits/index';
import { PianoKeyboard, paeOfKey } from './PianoKeyboard';
import { DEFAULT_MELODY, MELODY_MODES, type MelodyState } from './search-state';

/** Durations a key press can give (PAE: 1 whole, 2 half, 4 quarter, 8 eighth, 6 sixteenth). */
const DURATIONS = ['1', '2', '4', '8', '6'] as const;

/** Each duration as a fraction of a whole note, as a phone shows it. */
const DURATION_FRACTIONS: Record<(typeof DURATIONS)[number], string> = {
  '1': '1',
  '2': '1/2',
  '4': '1/4',
  '8': '1/8',
  '6': '1/16',
};

/**
 * Melodic search of incipits: notes typed as Plaine & Easie code or played on the on-screen
 * keyboard, drawn as they grow, compared by the chosen mode.
 */
export function MelodySearch({
  melody,
  onApply,
}: {
  melody: MelodyState | null;
  onApply: (melody: MelodyState | null) => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState<MelodyState>(melody ?? DEFAULT_MELODY);
  const [duration, setDuration] = useState<string>('4');
  const [lastDuration, setLastDuration] = useState<string | null>(null);
  const set = (changes: Partial<MelodyState>) => setValue({ ...value, ...changes });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(value.pae.trim() ? value : null);
  };

  return (
    <SearchPanel
      heading={t('search.melody_heading')}
      expanded={melody !== null}
      onSubmit={submit}
      formLabel={t('search.melody_heading')}
      submitLabel={t('search.melody_search')}
      submitDisabled={!value.pae.trim()}
      onClear={() => {
        setValue(DEFAULT_MELODY);
        setLastDuration(null);
        onApply(null);
      }}
    >
      <PianoKeyboard
        onKey={(key) => {
          const changed = duration !== lastDuration;
          setLastDuration(duration);
          set({ pae: value.pae + paeOfKey(key, changed ? duration : null) });
        }}
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={duration}
          onChange={(_event, next: string | null) => next && setDuration(next)}
          aria-label={t('search.melody_duration')}
        >
          {DURATIONS.map((code) => (
            <ToggleButton
              key={code}
              value={code}
              // Both what a phone shows (1/4) and what a desktop shows (Quarter): a voice command
              // naming the visible label finds it (WCAG 2.5.3).
              aria-label={`${t(`search.melody_duration_${code}`)} (${DURATION_FRACTIONS[code]})`}
            >
              {/* On a phone, as a fraction (1/4): the five names in full are wider than the card. */}
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                {t(`search.melody_duration_${code}`)}
              </Box>
              <Box component="span" aria-hidden sx={{ display: { sm: 'none' } }}>
                {DURATION_FRACTIONS[code]}
              </Box>
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button
          startIcon={<BackspaceOutlinedIcon />}
          onClick={() => {
            set({ pae: removeLastNote(value.pae) });
            // The next key writes its duration again: the removed note may have set it.
            setLastDuration(null);
          }}
          disabled={!value.pae}
        >
          {t('search.melody_undo')}
        </Button>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' },
          mb: 1,
        }}
      >
        <TextField
          size="small"
          label={t('search.melody_pae')}
          value={value.pae}
          onChange={(event) => {
            set({ pae: event.target.value });
            setLastDuration(null);
          }}
          slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.search, spellCheck: false } }}
          helperText={t('search.melody_pae_help')}
        />
        <TextField
          select
          size="small"
          label={t('search.melody_clef')}
          value={value.clef}
          onChange={(event) => set({ clef: event.target.value })}
        >
          {CLEFS.map((clef) => (
            <MenuItem key={clef} value={clef}>
              {clef}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('search.melody_mode')}
          value={value.mode}
          onChange={(event) => set({ mode: event.target.value as MelodyState['mode'] })}
        >
          {MELODY_MODES.map((mode) => (
            <MenuItem key={mode} value={mode}>
              {t(`search.melody_mode_${mode}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={value.rhythm}
              onChange={(event) => set({ rhythm: event.target.checked })}
            />
          }
          label={t('search.melody_rhythm')}
        />
        <FormControlLabel
          control={
            <Switch
              checked={value.atStart}
              onChange={(event) => set({ atStart: event.target.checked })}
            />
          }
          label={t('search.melody_at_start')}
        />
      </Box>
      {value.pae.trim() && (
        <Box sx={{ my: 1, maxWidth: 560 }}>
          <IncipitNotation
            document={paeDocument({
              clef: value.clef,
              key_signature: value.keySignature,
              time_signature: '',
              pae: value.pae,
            })}
            label={t('search.melody_preview')}
            showMessages
          />
        </Box>
      )}
    </SearchPanel>
  );
}

/** The code without its last note (with the octave, duration and accidental written before it). */
export function removeLastNote(pae: string): string {
  return pae.replace(/[',]*[0-9.]*[xbn]*[A-G][^A-G]*$/u, '');
}
