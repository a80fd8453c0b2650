import { Box, ButtonBase } from '@mui/material';
import { Fragment } from 'react';
import { ScrollBox } from '../core/components/ScrollBox';
import { useTranslation } from '../core/i18n/useTranslation';

/** A key of the on-screen keyboard: its note name, octave (4 = the octave from middle C) and sharp. */
export type PianoKey = { letter: string; octave: number; sharp: boolean };

const WHITE = ['C', 'D', 'E', 'F', 'G', 'A', 'B'] as const;
/** The white keys followed by a black key (its sharp). */
const HAS_SHARP = new Set(['C', 'D', 'F', 'G', 'A']);

/** The note's name as a person reads it: "C4", "F♯5" (English) or "Fis5" (German). */
export function keyName(key: PianoKey, language: string): string {
  if (!key.sharp)
    return `${language.startsWith('de') && key.letter === 'B' ? 'H' : key.letter}${key.octave}`;
  if (language.startsWith('de')) return `${key.letter}is${key.octave}`;
  return `${key.letter}♯${key.octave}`;
}

/**
 * A white key's width in CSS pixels: a black key is 0.7 of it (28 px), so every key stays a
 * distinct target of at least 24 px (WCAG 2.5.8) on a phone too.
 */
export const WHITE_KEY_PX = 40;

/**
 * A two-octave piano keyboard (C4–B5) that enters notes: each key is a button named by its note,
 * so it works with the keyboard and a screen reader as well as with a pointer. The keys keep
 * their size: where the card is narrower than the keyboard (a phone), the keyboard scrolls
 * sideways (ScrollBox: a shadow at each edge with more keys beyond), and a key reached with
 * Tab scrolls into view.
 */
export function PianoKeyboard({ onKey }: { onKey: (key: PianoKey) => void }) {
  const { t, language } = useTranslation();
  const octaves = [4, 5];
  const whites = octaves.flatMap((octave) => WHITE.map((letter) => ({ letter, octave })));
  const keyWidth = 100 / whites.length;

  return (
    <ScrollBox label={t('search.melody_keyboard_scroll')} sx={{ mb: 1 }}>
      <Box
        role="group"
        aria-label={t('search.melody_keyboard')}
        sx={{
          position: 'relative',
          height: 120,
          width: whites.length * WHITE_KEY_PX,
          userSelect: 'none',
        }}
      >
        {whites.map(({ letter, octave }, index) => {
          const key = { letter, octave, sharp: false };
          const sharp = { letter, octave, sharp: true };
          // In pitch order (C, C♯, D, …), so that Tab walks the keys as the notes rise.
          return (
            <Fragment key={`${letter}${octave}`}>
              <ButtonBase
                aria-label={keyName(key, language)}
                onClick={() => onKey(key)}
                sx={{
                  position: 'absolute',
                  left: `${index * keyWidth}%`,
                  width: `${keyWidth}%`,
                  height: '100%',
                  bgcolor: '#fff',
                  color: '#000',
                  border: '1px solid',
                  borderColor: 'grey.500',
                  borderRadius: '0 0 4px 4px',
                  alignItems: 'flex-end',
                  pb: 0.5,
                  fontSize: 12,
                  '&:focus-visible': {
                    outline: '3px solid',
                    outlineColor: 'primary.main',
                    zIndex: 2,
                  },
                }}
              >
                {letter === 'C' ? keyName(key, language) : ''}
              </ButtonBase>
              {HAS_SHARP.has(letter) && (
                <ButtonBase
                  aria-label={keyName(sharp, language)}
                  onClick={() => onKey(sharp)}
                  sx={{
                    position: 'absolute',
                    left: `${(index + 0.65) * keyWidth}%`,
                    width: `${keyWidth * 0.7}%`,
                    height: '60%',
                    bgcolor: '#212121',
                    borderRadius: '0 0 3px 3px',
                    zIndex: 1,
                    '&:focus-visible': {
                      outline: '3px solid',
                      outlineColor: 'primary.main',
                      zIndex: 3,
                    },
                  }}
                />
              )}
            </Fragment>
          );
        })}
      </Box>
    </ScrollBox>
  );
}

/** Plaine & Easie code of a key: octave mark, duration (when it changes), sharp, note. */
export function paeOfKey(key: PianoKey, duration: string | null): string {
  const octave = key.octave >= 4 ? "'".repeat(key.octave - 3) : ','.repeat(4 - key.octave);
  return `${octave}${duration ?? ''}${key.sharp ? 'x' : ''}${key.letter}`;
}
