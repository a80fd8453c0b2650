import { birthYear, type PlannedPerson } from './people-plan';
import type { PlannedScore } from './scores-plan';

/*
 * The historical catalog of the demonstration: an inventory of the Einsiedeln choir's music as a
 * father might have written it in 1875 — INVENTED, but its entries transcribe (and link) scores
 * that the RISM sample really lists for Einsiedeln, by composers born before 1850. Entries run
 * through the sections below, each with its own signature letter; now and then an entry records
 * a work that no longer survives (no score).
 */

export const CATALOG_NAME = 'Catalogus musicalium chori Einsidlensis 1875';
export const CATALOG_PREFIX = 'CH-E';

const SECTIONS: Array<{ letter: string; genres: string[]; max: number }> = [
  { letter: 'A', genres: ['Missa', 'Requiem'], max: 10 },
  { letter: 'B', genres: ['Vesperae', 'Litaniae', 'Te Deum'], max: 8 },
  { letter: 'C', genres: ['Offertorium', 'Graduale', 'Hymnus', 'Antiphona', 'Motette'], max: 16 },
  { letter: 'D', genres: ['Chorlied'], max: 36 },
  { letter: 'E', genres: ['Lied', 'Arie', 'Kantate'], max: 26 },
  {
    letter: 'F',
    genres: ['Sonate', 'Fuge', 'Quartett', 'Trio', 'Konzert', 'Sinfonie', 'Ouvertüre', 'Versetten'],
    max: 12,
  },
  { letter: 'G', genres: ['Orgelstück', 'Klavierstück', 'Ländler', 'Walzer', 'Galopp'], max: 8 },
];

const ENTRIES_PER_PAGE = 12;
const LOST_EVERY = 9;
const PAGE_NUMBERS = ['1', '2', '3', '4', '5', '6', '6a', '7', '8', '9', '10'];
const ANNOTATIONS = [
  'Partitur u. Stimmen',
  'Stimmen',
  'Partitur',
  'Part. u. 4 St.',
  'Stimmen, def.',
];

export type PlannedEntry = {
  /** Index into the planned scores, or null for a work that does not survive. */
  scoreIndex: number | null;
  number: string;
  signature: string;
  genre: string;
  composer: string;
  annotation: string;
  notes: string | null;
};

export type PlannedPage = { number: string; entries: PlannedEntry[] };

/** The catalog's pages with their entries (at most PAGE_NUMBERS.length pages). */
export function planCatalog(
  scores: readonly PlannedScore[],
  composers: ReadonlyMap<string, PlannedPerson>,
): PlannedPage[] {
  const entries: PlannedEntry[] = [];
  const writtenName = composerAsWritten(scores);
  for (const section of SECTIONS) {
    const chosen = scores
      .map((score, index) => ({ score, index }))
      .filter(
        ({ score }) => score.prefix === CATALOG_PREFIX && section.genres.includes(score.genre),
      )
      .filter(
        ({ score }) => (birthYear(composers.get(score.composer)?.dates ?? null) ?? 9999) < 1850,
      )
      .slice(0, section.max);
    chosen.forEach(({ score, index }, n) => {
      const entry = {
        scoreIndex: index,
        number: '',
        signature: `${section.letter} ${n + 1}`,
        genre: score.genre,
        composer: writtenName(score.composer),
        annotation: ANNOTATIONS[(entries.length + n) % ANNOTATIONS.length],
        notes: null,
      };
      entries.push(entry);
      if (entries.length % LOST_EVERY === LOST_EVERY - 1) {
        entries.push({
          ...entry,
          scoreIndex: null,
          signature: `${section.letter} ${n + 1}a`,
          annotation: 'Stimmen',
          notes: 'Nicht erhalten (Demonstrationsdaten).',
        });
      }
    });
  }
  entries.forEach((entry, index) => (entry.number = String(index + 1)));
  const pages: PlannedPage[] = [];
  for (let start = 0; start < entries.length; start += ENTRIES_PER_PAGE) {
    const number = PAGE_NUMBERS[pages.length];
    if (number === undefined) break;
    pages.push({ number, entries: entries.slice(start, start + ENTRIES_PER_PAGE) });
  }
  return pages;
}

/**
 * The composer as the catalog writes him: the surname ("Abt"), with the initials of the first
 * names where several composers share it ("Huber F. F.").
 */
function composerAsWritten(scores: readonly PlannedScore[]): (name: string) => string {
  const surnames = new Map<string, Set<string>>();
  for (const { composer } of scores) {
    const surname = composer.split(',')[0].trim();
    surnames.set(surname, (surnames.get(surname) ?? new Set()).add(composer));
  }
  return (name) => {
    const [surname, given] = name.split(',').map((part) => part.trim());
    if ((surnames.get(surname)?.size ?? 0) < 2 || !given) return surname;
    const initials = given
      .split(/[\s-]+/)
      .filter(Boolean)
      .map((part) => `${part[0]}.`);
    return `${surname} ${initials.join(' ')}`;
  };
}
