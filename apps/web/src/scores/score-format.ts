import { instrumentDisplayName, isBlank } from '@partitura/domain';

type VoiceLike = { voice: string; count: number; position: number };

/**
 * A scoring as a reader writes it: the voices in their position order, each with its count in
 * brackets when more than one ("Soprano, Alto, Violin (2), Organ"). Known instrument
 * abbreviations are spelt out in the interface language; blank voices are left out.
 */
export function formatScoring(voices: readonly VoiceLike[], locale: string): string {
  return [...voices]
    .filter((voice) => !isBlank(voice.voice))
    .sort((a, b) => a.position - b.position)
    .map((voice) => {
      const name = instrumentDisplayName(voice.voice.trim(), locale);
      return voice.count > 1 ? `${name} (${voice.count})` : name;
    })
    .join(', ');
}

/** "1760–1790", "from 1760", "until 1790" or "" — the period of an attribution. */
export function formatPeriod(
  from: string | null | undefined,
  to: string | null | undefined,
  words: { from: string; to: string },
): string {
  const start = from?.trim() ?? '';
  const end = to?.trim() ?? '';
  if (start && end) return `${start}–${end}`;
  if (start) return `${words.from} ${start}`;
  if (end) return `${words.to} ${end}`;
  return '';
}

/** A publication as a reference names it (the domain's rule, which the search's facet shares). */
export { publicationLabel } from '@partitura/domain';
