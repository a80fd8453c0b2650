import {
  ATTRIBUTION_FUNCTION_LABELS,
  authorityUrl,
  parseAuthorityId,
  type AuthorityRecordKind,
  AUTHOR_FUNCTION,
  isAttributionFunction,
  keyLabel,
  localize,
  type Locale,
} from '@partitura/domain';

/*
 * A record as linked data (issue 25): JSON-LD in schema.org's vocabulary, each record named by
 * its permalink (`@id`), the records it names by theirs, so a harvester follows them as a reader
 * follows the links on screen. Built from the public API's answers (route.ts reads them as a
 * visitor), so it says what a visitor sees.
 */

export const LINKED_KINDS = [
  'scores',
  'people',
  'places',
  'publications',
  'catalogs',
  'collections',
] as const;

export type LinkedKind = (typeof LINKED_KINDS)[number];

type JsonLd = Record<string, unknown>;

type Ref = { id: string; name: string };

export type ScoreAnswer = {
  id: string;
  shelfmark: string;
  short_title: string;
  short_title_prefix: string;
  title: string | null;
  key: string | null;
  collection: Ref;
  genres: ReadonlyArray<{ name: string }>;
  attributions: ReadonlyArray<{ function: string; person: Ref }>;
  publications: ReadonlyArray<{
    number: string;
    publication: { id: string; title: string | null; short_title: string | null };
  }>;
};

export type PersonAnswer = {
  id: string;
  name: string;
  authority_ids: readonly string[];
  names: ReadonlyArray<{ name: string; primary: boolean }>;
  dates: string | null;
  profession: string | null;
};

export type PublicationAnswer = {
  id: string;
  title: string | null;
  short_title: string | null;
  extent: string | null;
  publisher: string | null;
  publication_date: string | null;
  publication_place: string | null;
  authority_ids: readonly string[];
};

export type CatalogAnswer = { id: string; name: string; collection: Ref };
export type CollectionAnswer = { id: string; name: string; prefix: string };
export type PlaceAnswer = Ref & { authority_ids: readonly string[] };

const CONTEXT = 'https://schema.org';

/** Only the fields that have a value: JSON-LD has no use for nulls and empty texts. */
function given(fields: JsonLd): JsonLd {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([, value]) =>
        value !== null &&
        value !== undefined &&
        !(typeof value === 'string' && value.trim() === '') &&
        !(Array.isArray(value) && value.length === 0),
    ),
  );
}

/** The authorities' pages of the record's identifiers: the same thing, named by others. */
function sameAs(ids: readonly string[], kind: AuthorityRecordKind): string[] {
  return ids.flatMap((text) => {
    const id = parseAuthorityId(text);
    return id ? [authorityUrl(id, kind)] : [];
  });
}

export function recordUrl(appUrl: string, kind: LinkedKind, id: string): string {
  return `${appUrl}/${kind}/${id}`;
}

function reference(appUrl: string, kind: LinkedKind, type: string, record: Ref): JsonLd {
  return { '@id': recordUrl(appUrl, kind, record.id), '@type': type, name: record.name };
}

function document(appUrl: string, kind: LinkedKind, id: string, fields: JsonLd): JsonLd {
  const url = recordUrl(appUrl, kind, id);
  return given({ '@context': CONTEXT, '@id': url, url, ...fields });
}

/**
 * A score: a source held in an archive (CreativeWork, ArchiveComponent) — its shelfmark, the
 * collection it is part of, who made it (creator: the author; contributor: everyone else, each
 * in a Role naming the function), the work it is a copy or print of (MusicComposition: its key
 * and genres), the literature describing it.
 */
export function scoreLd(appUrl: string, score: ScoreAnswer, locale: Locale): JsonLd {
  const authors = score.attributions.filter((a) => a.function === AUTHOR_FUNCTION);
  const others = score.attributions.filter((a) => a.function !== AUTHOR_FUNCTION);
  const person = (ref: Ref) => reference(appUrl, 'people', 'Person', ref);
  return document(appUrl, 'scores', score.id, {
    '@type': ['CreativeWork', 'ArchiveComponent'],
    name: score.title || score.short_title,
    alternateName: score.title ? score.short_title : null,
    identifier: score.short_title_prefix || score.shelfmark,
    isPartOf: reference(appUrl, 'collections', 'Collection', score.collection),
    creator: authors.map((a) => person(a.person)),
    contributor: others.map((a) =>
      given({
        '@type': 'Role',
        roleName: isAttributionFunction(a.function)
          ? localize(ATTRIBUTION_FUNCTION_LABELS[a.function], locale)
          : a.function,
        contributor: person(a.person),
      }),
    ),
    exampleOfWork: given({
      '@type': 'MusicComposition',
      name: score.short_title,
      composer: authors.map((a) => person(a.person)),
      musicalKey: score.key ? keyLabel(score.key, locale) : null,
      genre: score.genres.map((genre) => genre.name),
    }),
    citation: score.publications.map((cited) =>
      given({
        '@id': recordUrl(appUrl, 'publications', cited.publication.id),
        '@type': 'Book',
        name: cited.publication.title || cited.publication.short_title,
        position: cited.number,
      }),
    ),
  });
}

/** A person: the primary name, the variants as alternate names, dates and profession as written. */
export function personLd(appUrl: string, person: PersonAnswer): JsonLd {
  return document(appUrl, 'people', person.id, {
    '@type': 'Person',
    name: person.name,
    alternateName: person.names.filter((n) => !n.primary && n.name.trim()).map((n) => n.name),
    description: person.dates,
    jobTitle: person.profession,
    sameAs: sameAs(person.authority_ids, 'people'),
  });
}

export function placeLd(appUrl: string, place: PlaceAnswer): JsonLd {
  return document(appUrl, 'places', place.id, {
    '@type': 'Place',
    name: place.name,
    sameAs: sameAs(place.authority_ids, 'places'),
  });
}

/** A publication (literature): a Book with its imprint as written. */
export function publicationLd(appUrl: string, publication: PublicationAnswer): JsonLd {
  return document(appUrl, 'publications', publication.id, {
    '@type': 'Book',
    name: publication.title || publication.short_title,
    alternateName: publication.title ? publication.short_title : null,
    publisher: publication.publisher
      ? { '@type': 'Organization', name: publication.publisher }
      : null,
    locationCreated: publication.publication_place
      ? { '@type': 'Place', name: publication.publication_place }
      : null,
    datePublished: publication.publication_date,
    materialExtent: publication.extent,
    sameAs: sameAs(publication.authority_ids, 'publications'),
  });
}

/** A historical catalog (an inventory of music) kept in a collection. */
export function catalogLd(appUrl: string, catalog: CatalogAnswer): JsonLd {
  return document(appUrl, 'catalogs', catalog.id, {
    '@type': ['CreativeWork', 'ArchiveComponent'],
    name: catalog.name,
    isPartOf: reference(appUrl, 'collections', 'Collection', catalog.collection),
  });
}

/** A collection: its name, its prefix (the siglum before every shelfmark) as identifier. */
export function collectionLd(appUrl: string, collection: CollectionAnswer): JsonLd {
  return document(appUrl, 'collections', collection.id, {
    '@type': 'Collection',
    name: collection.name,
    identifier: collection.prefix,
  });
}
