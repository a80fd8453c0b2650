import type { AttributionFunction, AttributionQualifier } from '@partitura/domain';
import { COMPOSERS_IN_MGG, MGG2, MONASTERY_PLACES } from './literature';
import { birthYear, type PlannedPerson } from './people-plan';
import type { PlannedScore } from './scores-plan';

/*
 * Who did what for the demonstration scores. The composer is RISM's (MARC 100): the author, as
 * ascertained. The clerics' roles as scribes and former owners are INVENTED for the
 * demonstration, and their notes say so.
 */

export type PlannedAttribution = {
  scoreIndex: number;
  /** A composer's name, or a cleric's key (clerics.ts). */
  person: string;
  function: AttributionFunction;
  qualifier: AttributionQualifier;
  profession?: string;
  from?: string;
  to?: string;
  designation?: string;
  member?: string;
  notes?: string;
  /** Short title of the publication that documents the attribution. */
  publication?: string;
  place?: string;
};

const SACRED = new Set([
  'Missa',
  'Requiem',
  'Vesperae',
  'Litaniae',
  'Te Deum',
  'Offertorium',
  'Graduale',
  'Hymnus',
  'Antiphona',
  'Motette',
]);

const INVENTED = 'erfunden, Demonstrationsdaten';

type Role = {
  cleric: string;
  pick: (score: PlannedScore, born: number) => boolean;
  max: number;
  values: Omit<PlannedAttribution, 'scoreIndex' | 'person' | 'place'>;
};

const CLERIC_ROLES: Role[] = [
  {
    cleric: 'kaelin',
    pick: (score, born) => score.prefix === 'CH-E' && SACRED.has(score.genre) && born < 1835,
    max: 12,
    values: {
      function: 'scr',
      qualifier: 'cjt',
      profession: 'Pater',
      designation: 'Kapellmeister',
      member: 'OSB Einsiedeln',
      from: '1835',
      to: '1872',
      notes: `Schreiber nach Schriftvergleich (${INVENTED}).`,
    },
  },
  {
    cleric: 'ochsner',
    pick: (score, born) => score.prefix === 'CH-E' && score.genre === 'Chorlied' && born < 1840,
    max: 8,
    values: {
      function: 'fmo',
      qualifier: 'asc',
      profession: 'Pater',
      designation: 'Stiftsorganist',
      member: 'OSB Einsiedeln',
      notes: `Besitzvermerk «P. Gall Ochsner» auf dem Titelblatt (${INVENTED}).`,
    },
  },
  {
    cleric: 'frey',
    pick: (score) => score.prefix === 'CH-EN',
    max: 5,
    values: {
      function: 'scr',
      qualifier: 'cjt',
      profession: 'Pater',
      member: 'OSB Engelberg',
      notes: `Schreiber nach Schriftvergleich (${INVENTED}).`,
    },
  },
  {
    cleric: 'caminada',
    pick: (score) => score.prefix === 'CH-D' && score.genre === 'Missa',
    max: 3,
    values: {
      function: 'scr',
      qualifier: 'dbf',
      profession: 'Pater',
      designation: 'Organist',
      member: 'OSB Disentis',
      notes: `Schreiber zweifelhaft (${INVENTED}).`,
    },
  },
];

/** Every score's author, then the clerics' roles, in score order. */
export function planAttributions(
  scores: readonly PlannedScore[],
  composers: ReadonlyMap<string, PlannedPerson>,
): PlannedAttribution[] {
  const attributions: PlannedAttribution[] = scores.map((score, scoreIndex) => ({
    scoreIndex,
    person: score.composer,
    function: 'aut',
    qualifier: 'asc',
    publication: COMPOSERS_IN_MGG.has(score.composer) ? MGG2 : undefined,
  }));
  for (const role of CLERIC_ROLES) {
    scores
      .map((score, scoreIndex) => ({ score, scoreIndex }))
      .filter(({ score }) =>
        role.pick(score, birthYear(composers.get(score.composer)?.dates ?? null) ?? 9999),
      )
      .slice(0, role.max)
      .forEach(({ score, scoreIndex }) =>
        attributions.push({
          scoreIndex,
          person: role.cleric,
          place: MONASTERY_PLACES[score.prefix],
          ...role.values,
        }),
      );
  }
  return attributions.sort((a, b) => a.scoreIndex - b.scoreIndex);
}
