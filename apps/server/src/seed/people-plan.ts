import { DEFAULT_SOURCE_TYPE } from '@partitura/domain';
import { rismPersons, type RismPerson } from './rism-sample';

export type PlannedSource = {
  type?: string;
  citation: string;
  description?: string | null;
  url?: string | null;
  notes?: string | null;
};

export type PlannedPerson = {
  names: Array<{ name: string; primary: boolean }>;
  dates: string | null;
  cleric: boolean;
  firstMass: string | null;
  profession: string | null;
  notes: string | null;
  syllabi: Array<{ citation: string; transcription: string; translation: string }>;
  vowBookEntry: { citation: string; transcription: string } | null;
  sources: PlannedSource[];
};

/**
 * The composers of the demonstration scores, from the RISM persons sample (RISM, CC BY 3.0):
 * name and dates as RISM gives them, the name in reading order as a variant ("Lüthi, Johann" →
 * "Johann Lüthi"), and RISM Online as source. Where the sample holds a name twice, the record
 * RISM uses as composer (MARC 100) most often is taken.
 */
export function planComposers(names: readonly string[]): Map<string, PlannedPerson> {
  const byName = new Map<string, RismPerson>();
  for (const person of rismPersons()) {
    const known = byName.get(person.name);
    if (!known || person.as_100 > known.as_100) byName.set(person.name, person);
  }
  const composers = new Map<string, PlannedPerson>();
  for (const name of names) {
    const rism = byName.get(name);
    composers.set(name, {
      names: nameVariants(name),
      dates: rism?.dates ?? null,
      cleric: false,
      firstMass: null,
      profession: null,
      notes: null,
      syllabi: [],
      vowBookEntry: null,
      sources: rism?.rism_person_id ? [rismOnlineSource(rism.rism_person_id)] : [],
    });
  }
  return composers;
}

/** The primary name as RISM writes it, and "First Last" for an inverted "Last, First". */
function nameVariants(name: string): PlannedPerson['names'] {
  const inverted = name.match(/^([^,]+),\s*(.+)$/);
  return [
    { name, primary: true },
    ...(inverted ? [{ name: `${inverted[2]} ${inverted[1]}`, primary: false }] : []),
  ];
}

function rismOnlineSource(rismId: string): PlannedSource {
  return {
    type: DEFAULT_SOURCE_TYPE,
    citation: 'RISM Online',
    description: `RISM person ${rismId}`,
    url: `https://rism.online/people/${rismId}`,
  };
}

/**
 * The birth year in RISM's date forms ("1819-1885" → 1819, "18.sc" → 1700); null when unknown,
 * also for a year of death alone ("1877+").
 */
export function birthYear(dates: string | null): number | null {
  const year = dates?.match(/^(\d{4})(?!\d|\+)/);
  if (year) return Number(year[1]);
  const century = dates?.match(/^(\d{2})\./);
  return century ? (Number(century[1]) - 1) * 100 : null;
}
