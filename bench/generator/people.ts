import { rismPersons } from '../../apps/server/src/archive-tools';
import { seededRandom, shuffled, type Random } from './random';
import { LoadGroup, TableLoader, type Target } from './target';
import {
  FAMOUS_COMPOSERS,
  GIVEN_NAME_FORMS,
  GIVEN_NAMES,
  MISSPELLINGS,
  PROFESSIONS,
  RELIGIOUS_ORDERS,
  SURNAME_ENDINGS,
  SURNAME_MIDDLES,
  SURNAME_STEMS,
  SURNAMES,
} from './vocabulary';

/*
 * The generated people: the famous composers of vocabulary.ts at the head of the distribution,
 * then the composers of the RISM sample (real names and dates), then invented people — common
 * regional surnames and invented ones that name few people, one or two given names, often a
 * misspelled or Latin variant of the name, dates, some clerics with their first mass and order.
 */

/** What the score generator needs to know of the people (index = id - 1). */
export type People = {
  count: number;
  /** The person id at each popularity rank: rank 0 is drawn most often as composer. */
  idAtRank: Int32Array;
  /** The primary name ("Surname, Given") by id - 1. */
  primary: string[];
  /** The surname by id - 1 (what a historical catalog writes as composer). */
  surname: string[];
  /** The surname of a person whose surname no one else has, drawn moderately often. */
  rareSurname: string;
};

type Person = {
  names: string[];
  surname: string;
  dates: string | null;
  cleric: boolean;
  firstMass: string | null;
  profession: string | null;
  notes: string | null;
};

export async function loadPeople(target: Target, count: number, seed: number): Promise<People> {
  const random = seededRandom(seed);
  const rismComposers = rismPersons().filter((person) => person.name && person.as_100 > 0);
  // Ranks to ids: the most frequent composers are scattered among the ids, as in a real table.
  const idAtRank = shuffled(count, random).map((index) => index + 1);
  const rankOfId = new Int32Array(count);
  idAtRank.forEach((id, rank) => (rankOfId[id - 1] = rank));

  const group = new LoadGroup({
    people: new TableLoader(target, 'people', [
      ['id', 'bigint'],
      ['dates', 'text'],
      ['cleric', 'boolean'],
      ['first_mass', 'text'],
      ['profession', 'text'],
      ['notes', 'text'],
    ]),
    names: new TableLoader(target, 'person_names', [
      ['id', 'bigint'],
      ['person_id', 'bigint'],
      ['name', 'text'],
      ['primary', 'boolean'],
      ['position', 'int'],
    ]),
  });
  const { people, names } = group.loaders;
  const primary: string[] = [];
  const surname: string[] = [];
  let nameId = 0;
  for (let index = 0; index < count; index++) {
    const rank = rankOfId[index];
    const famous = FAMOUS_COMPOSERS[rank];
    const rism = rismComposers[rank - FAMOUS_COMPOSERS.length];
    const person = famous
      ? {
          ...invented(random),
          names: famous.names,
          surname: famous.names[0].split(',')[0],
          dates: famous.dates,
          cleric: famous.cleric ?? false,
        }
      : rism
        ? fromRism(rism.name, rism.dates, random)
        : invented(random);
    const id = index + 1;
    people.add(id, person.dates, person.cleric, person.firstMass, person.profession, person.notes);
    person.names.forEach((name, position) =>
      names.add(++nameId, id, name, position === 0, position),
    );
    primary.push(person.names[0]);
    surname.push(person.surname);
    if (index % 1000 === 999) await group.flushIfFull();
  }
  await group.finish();
  return { count, idAtRank, primary, surname, rareSurname: rareSurname(surname, idAtRank) };
}

function fromRism(name: string, dates: string | null, random: Random): Person {
  const [last, first] = name.split(/,\s*/);
  return {
    ...invented(random),
    names: [name, ...(first ? [`${first} ${last}`] : [])],
    surname: last,
    dates,
    cleric: false,
  };
}

function invented(random: Random): Person {
  const surname = random.chance(0.55)
    ? random.pick(SURNAMES)
    : random.pick(SURNAME_STEMS) + random.pick(SURNAME_MIDDLES) + random.pick(SURNAME_ENDINGS);
  const given = random.chance(0.3)
    ? `${random.pick(GIVEN_NAMES)} ${random.pick(GIVEN_NAMES)}`
    : random.pick(GIVEN_NAMES);
  const cleric = random.chance(0.12);
  const names = [`${surname}, ${given}`, `${given} ${surname}`];
  if (cleric && random.chance(0.5)) names.push(`P. ${given} ${surname}`);
  const misspelled = random.chance(0.12) ? misspell(surname, random) : null;
  if (misspelled) names.push(`${misspelled}, ${given}`);
  const latin = GIVEN_NAME_FORMS[given.split(' ')[0]];
  if (latin && random.chance(0.1)) names.push(`${surname}, ${latin}`);
  const born = 1650 + random.int(230);
  return {
    names,
    surname,
    dates: personDates(born, random),
    cleric,
    firstMass: cleric && random.chance(0.7) ? String(born + 24 + random.int(4)) : null,
    profession: cleric
      ? random.pick(['Pater', 'Chorregent', 'Stiftsorganist', 'Novizenmeister'])
      : random.chance(0.5)
        ? random.pick(PROFESSIONS)
        : null,
    notes: cleric ? `Profess ${born + 20} (${random.pick(RELIGIOUS_ORDERS)})` : null,
  };
}

/** A spelling a catalogue might use instead ("Schmid" → "Schmidt", "Haydn" → "Haidn"). */
function misspell(surname: string, random: Random): string | null {
  const rules = MISSPELLINGS.filter(([pattern]) => pattern.test(surname));
  if (rules.length === 0) return null;
  const [pattern, replacement] = random.pick(rules);
  return surname.replace(pattern, replacement);
}

function personDates(born: number, random: Random): string | null {
  return random.weighted<string | null>([
    [`${born}-${born + 35 + random.int(50)}`, 55],
    [`${Math.floor(born / 100) + 1}.sc`, 10],
    [`fl. ${born + 30}`, 10],
    [`${born + 60}+`, 5],
    [null, 20],
  ]);
}

/**
 * A surname no one else has, of a person ranked 1,000–5,000 (a composer of a few to a few dozen
 * scores at 1M): the selective text query of the search benchmark.
 */
function rareSurname(surname: readonly string[], idAtRank: Int32Array): string {
  const counts = new Map<string, number>();
  for (const name of surname) counts.set(name, (counts.get(name) ?? 0) + 1);
  const last = Math.min(5000, idAtRank.length);
  for (let rank = Math.min(1000, last - 1); rank < last; rank++) {
    const name = surname[idAtRank[rank] - 1];
    if (counts.get(name) === 1) return name;
  }
  return surname[idAtRank[Math.min(1000, idAtRank.length - 1)] - 1];
}
