import { DEFAULT_SOURCE_TYPE, DEFAULT_VOICE_COUNT, DEFAULT_VOICE_POSITION } from './constants';
import { cleanPae } from './incipit-derived';
import type { Name, Person, Source, Syllabus, VowBookEntry } from './person-entities';
import type {
  Attribution,
  Catalog,
  Collection,
  Genre,
  Incipit,
  Page,
  Part,
  PublicationScore,
  Score,
  Voice,
} from './catalogue-entities';

/*
 * New, unsaved records with the defaults of spec §3. Each takes optional values that override
 * the defaults; none has an id.
 */

/** A new name: empty, not primary. */
export function newName(values: Partial<Name> = {}): Name {
  return { name: '', primary: false, ...values };
}

/** A new person: one empty primary name, not a cleric, no syllabi, vow book entry or sources. */
export function newPerson(values: Partial<Person> = {}): Person {
  return {
    names: [newName({ primary: true })],
    dates: null,
    cleric: false,
    first_mass: null,
    profession: null,
    notes: null,
    syllabi: [],
    vow_book_entry: null,
    sources: [],
    ...values,
  };
}

/** A new source: a citation (type "cit"), otherwise empty. */
export function newSource(values: Partial<Source> = {}): Source {
  return {
    type: DEFAULT_SOURCE_TYPE,
    citation: '',
    description: null,
    url: null,
    notes: null,
    ...values,
  };
}

/** A new syllabus: all texts empty. */
export function newSyllabus(values: Partial<Syllabus> = {}): Syllabus {
  return { citation: '', transcription: '', translation: '', ...values };
}

/** A new vow book entry: all texts empty. */
export function newVowBookEntry(values: Partial<VowBookEntry> = {}): VowBookEntry {
  return { citation: '', transcription: '', ...values };
}

/** A new voice: no scoring, count 1, position 1. */
export function newVoice(values: Partial<Voice> = {}): Voice {
  return { voice: '', count: DEFAULT_VOICE_COUNT, position: DEFAULT_VOICE_POSITION, ...values };
}

/** A new genre: empty name. */
export function newGenre(values: Partial<Genre> = {}): Genre {
  return { name: '', ...values };
}

/**
 * A new incipit: basso_continuo false, every other field empty. The pae is cleaned on
 * construction (spec §5), so pasted exchange-form PAE is reduced to its note data.
 */
export function newIncipit(values: Partial<Incipit> = {}): Incipit {
  return {
    tempo: null,
    clef: null,
    time_signature: null,
    key_signature: null,
    text: null,
    part: null,
    basso_continuo: false,
    number: null,
    movement: null,
    section: null,
    notes: null,
    ...values,
    pae: cleanPae(values.pae),
  };
}

/** A new attribution: no person, function or qualifier yet. */
export function newAttribution(values: Partial<Attribution> = {}): Attribution {
  return {
    person: null,
    function: null,
    qualifier: null,
    profession: null,
    from: null,
    to: null,
    designation: null,
    member: null,
    notes: null,
    ...values,
  };
}

/** A new part: no type, one empty voice (spec §4 keeps a part's voice list non-empty). */
export function newPart(values: Partial<Part> = {}): Part {
  return {
    position: 1,
    type: null,
    extent: null,
    measurements: null,
    wear: null,
    date: null,
    watermark: null,
    voices: [newVoice()],
    notes: null,
    ...values,
  };
}

/** A new literature reference: no publication, empty number. */
export function newPublicationScore(values: Partial<PublicationScore> = {}): PublicationScore {
  return { number: '', notes: null, publication: null, ...values };
}

/** A new score: one empty genre and one empty voice, no collection, no other children. */
export function newScore(values: Partial<Score> = {}): Score {
  return {
    collection: null,
    attributions: [],
    parts: [],
    incipits: [],
    entries: [],
    sources: [],
    publications: [],
    genres: [newGenre()],
    voices: [newVoice()],
    shelfmark: '',
    former_shelfmarks: null,
    opus: null,
    provenance: null,
    notes: null,
    title: null,
    key: null,
    has_digital_copy: false,
    short_title: '',
    ...values,
  };
}

/** A new collection: empty name and prefix. */
export function newCollection(values: Partial<Collection> = {}): Collection {
  return { name: '', prefix: '', ...values };
}

/** A new catalog: empty name, no collection, no pages. */
export function newCatalog(values: Partial<Catalog> = {}): Catalog {
  return { name: '', collection: null, pages: [], ...values };
}

/** A new page: empty number, first position, no catalog. */
export function newPage(values: Partial<Page> = {}): Page {
  return { number: '', position: 1, catalog: null, ...values };
}
