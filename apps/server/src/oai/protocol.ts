/*
 * OAI-PMH 2.0 (https://www.openarchives.org/OAI/openarchivesprotocol.html), the rules of the
 * protocol without the database: which arguments each verb takes, dates in the protocol's two
 * granularities, resumption tokens and the errors the protocol names. route.ts answers with them.
 */

export const OAI_VERBS = [
  'Identify',
  'ListMetadataFormats',
  'ListSets',
  'ListIdentifiers',
  'ListRecords',
  'GetRecord',
] as const;
export type OaiVerb = (typeof OAI_VERBS)[number];

export type OaiErrorCode =
  | 'badArgument'
  | 'badResumptionToken'
  | 'badVerb'
  | 'cannotDisseminateFormat'
  | 'idDoesNotExist'
  | 'noRecordsMatch'
  | 'noMetadataFormats'
  | 'noSetHierarchy';

/** An answer of the protocol's own: an `<error code="…">` instead of the verb's element. */
export class OaiError extends Error {
  constructor(
    readonly code: OaiErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** The formats every score is disseminated in. */
export const METADATA_FORMATS = {
  oai_dc: {
    schema: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd',
    namespace: 'http://www.openarchives.org/OAI/2.0/oai_dc/',
  },
  marcxml: {
    schema: 'http://www.loc.gov/standards/marcxml/schema/MARC21slim.xsd',
    namespace: 'http://www.loc.gov/MARC21/slim',
  },
} as const;
export type MetadataPrefix = keyof typeof METADATA_FORMATS;

export function isMetadataPrefix(value: string): value is MetadataPrefix {
  return Object.hasOwn(METADATA_FORMATS, value);
}

/** How long a resumption token is honoured after the list it continues began. */
export const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The longest argument value read: anything longer is no identifier, date, set or token. */
const MAX_ARGUMENT = 1000;

/** Where a list stands: the last item answered, by its change time and id. */
export type ListCursor = { at: string; id: number };

/** A list (of headers, of records) asked for: its arguments, and where it stands. */
export type ListRequest = {
  verb: 'ListIdentifiers' | 'ListRecords';
  prefix: MetadataPrefix;
  /** A collection's id (sets are `collection:ID`), or null: every score. */
  collection: number | null;
  /** Changed at or after, or null. */
  from: Date | null;
  /** Changed before (the day or second `until` names, whole, or when the list began). */
  before: Date;
  cursor: ListCursor | null;
  /** Items answered before this page (the token's `cursor` attribute). */
  answered: number;
  /** When the list began (ms): its token expires a lifetime after. */
  began: number;
};

export type OaiRequest =
  | { verb: 'Identify' }
  | { verb: 'ListMetadataFormats'; identifier: string | null }
  | { verb: 'ListSets'; after: number; answered: number; began: number }
  | { verb: 'GetRecord'; identifier: string; prefix: MetadataPrefix }
  | ListRequest;

const ARGUMENTS: Record<OaiVerb, { required: string[]; optional: string[]; token: boolean }> = {
  Identify: { required: [], optional: [], token: false },
  ListMetadataFormats: { required: [], optional: ['identifier'], token: false },
  ListSets: { required: [], optional: [], token: true },
  GetRecord: { required: ['identifier', 'metadataPrefix'], optional: [], token: false },
  ListIdentifiers: {
    required: ['metadataPrefix'],
    optional: ['from', 'until', 'set'],
    token: true,
  },
  ListRecords: { required: ['metadataPrefix'], optional: ['from', 'until', 'set'], token: true },
};

/** A date the protocol allows: a day, or a second in UTC (this repository's granularity). */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SECOND = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;

type ProtocolDate = { at: Date; granularity: 'day' | 'second' };

function protocolDate(value: string, name: string): ProtocolDate {
  const day = DAY.exec(value);
  const second = day ? null : SECOND.exec(value);
  const parts = (day ?? second)?.slice(1).map(Number);
  if (parts) {
    const [y, mo, d, h = 0, mi = 0, s = 0] = parts;
    const at = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
    // Date.UTC carries over (February 30 would be March 2): only a date as written is one.
    if (
      at.getUTCFullYear() === y &&
      at.getUTCMonth() === mo - 1 &&
      at.getUTCDate() === d &&
      at.getUTCHours() === h &&
      at.getUTCMinutes() === mi &&
      at.getUTCSeconds() === s
    )
      return { at, granularity: day ? 'day' : 'second' };
  }
  throw new OaiError(
    'badArgument',
    `The argument ${name} is not a date of the form YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ: ${value}`,
  );
}

/** A datestamp as the protocol writes it, to the second. */
export function datestamp(at: Date): string {
  return at.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const SET = /^collection:(\d{1,15})$/;

export function setSpec(collectionId: number): string {
  return `collection:${collectionId}`;
}

/** A score's OAI identifier: `oai:HOST:score/ID`, HOST that of the site's address. */
export function oaiIdentifier(repository: string, scoreId: number): string {
  return `oai:${repository}:score/${scoreId}`;
}

/** The score an OAI identifier of this repository names, or null. */
export function identifiedScore(repository: string, identifier: string): number | null {
  const prefix = `oai:${repository}:score/`;
  if (!identifier.startsWith(prefix)) return null;
  const id = identifier.slice(prefix.length);
  return /^[1-9]\d{0,14}$/.test(id) ? Number(id) : null;
}

/** The repository identifier: the host of the site's address (a domain name, as the protocol's guidelines ask). */
export function repositoryIdentifier(appUrl: string): string {
  return new URL(appUrl).hostname;
}

type TokenState = {
  v: 1;
  verb: 'ListIdentifiers' | 'ListRecords' | 'ListSets';
  p?: MetadataPrefix;
  c?: number | null;
  f?: string | null;
  b?: string;
  a?: string;
  i?: number;
  n: number;
  t: number;
};

/** A list's next page as an opaque token (base64url of its state; nothing in it is secret). */
export function resumptionToken(
  request: ListRequest | Extract<OaiRequest, { verb: 'ListSets' }>,
): string {
  const state: TokenState =
    request.verb === 'ListSets'
      ? { v: 1, verb: 'ListSets', i: request.after, n: request.answered, t: request.began }
      : {
          v: 1,
          verb: request.verb,
          p: request.prefix,
          c: request.collection,
          f: request.from?.toISOString() ?? null,
          b: request.before.toISOString(),
          a: request.cursor?.at,
          i: request.cursor?.id,
          n: request.answered,
          t: request.began,
        };
  return Buffer.from(JSON.stringify(state)).toString('base64url');
}

/** When a token given at `began` stops being honoured. */
export function tokenExpiry(began: number): Date {
  return new Date(began + TOKEN_LIFETIME_MS);
}

const BAD_TOKEN = 'The resumption token is not one this repository gave, or it has expired';

/** A time as this repository writes it into a token: ISO 8601 in UTC, to the microsecond. */
const TOKEN_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

function isoDate(value: unknown): Date | null {
  if (typeof value !== 'string' || !TOKEN_TIME.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

function wholeNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** The list a token continues, checked field by field: anything else is badResumptionToken. */
function continued(verb: OaiVerb, token: string, now: number): OaiRequest {
  let state: Partial<TokenState>;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(token)) throw new Error('not base64url');
    state = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as Partial<TokenState>;
  } catch {
    throw new OaiError('badResumptionToken', BAD_TOKEN);
  }
  const bad = () => new OaiError('badResumptionToken', BAD_TOKEN);
  if (typeof state !== 'object' || state === null || state.v !== 1 || state.verb !== verb)
    throw bad();
  if (!wholeNumber(state.n) || !wholeNumber(state.t)) throw bad();
  if (now - state.t > TOKEN_LIFETIME_MS || state.t > now + 60_000) throw bad();
  if (verb === 'ListSets') {
    if (!wholeNumber(state.i)) throw bad();
    return { verb, after: state.i, answered: state.n, began: state.t };
  }
  if (verb !== 'ListIdentifiers' && verb !== 'ListRecords') throw bad();
  const before = isoDate(state.b);
  const from = state.f === null ? null : isoDate(state.f);
  const at = state.a === undefined ? null : isoDate(state.a);
  if (
    typeof state.p !== 'string' ||
    !isMetadataPrefix(state.p) ||
    !(state.c === null || wholeNumber(state.c)) ||
    before === null ||
    (state.f !== null && from === null) ||
    (state.a !== undefined && (at === null || !wholeNumber(state.i)))
  )
    throw bad();
  return {
    verb,
    prefix: state.p,
    collection: state.c ?? null,
    from,
    before,
    cursor: at && wholeNumber(state.i) ? { at: state.a as string, id: state.i } : null,
    answered: state.n,
    began: state.t,
  };
}

/**
 * A request's arguments (the query string's or a POSTed form's, in order, repeated ones
 * included) read as the protocol says: a verb, then exactly the arguments it takes, once each.
 */
export function readOaiRequest(
  args: ReadonlyArray<readonly [string, string]>,
  now: Date,
): OaiRequest {
  const verbs = args.filter(([name]) => name === 'verb');
  if (verbs.length !== 1)
    throw new OaiError(
      'badVerb',
      verbs.length === 0 ? 'The verb argument is missing' : 'The verb argument is repeated',
    );
  const verb = verbs[0][1];
  if (!(OAI_VERBS as readonly string[]).includes(verb))
    throw new OaiError('badVerb', `${verb.slice(0, 100)} is not a verb of OAI-PMH 2.0`);
  const rules = ARGUMENTS[verb as OaiVerb];
  const given = new Map<string, string>();
  for (const [name, value] of args) {
    if (name === 'verb') continue;
    const allowed =
      rules.required.includes(name) ||
      rules.optional.includes(name) ||
      (rules.token && name === 'resumptionToken');
    if (!allowed)
      throw new OaiError('badArgument', `${verb} does not take the argument ${name.slice(0, 100)}`);
    if (given.has(name)) throw new OaiError('badArgument', `The argument ${name} is repeated`);
    if (value.length > MAX_ARGUMENT || value === '')
      throw new OaiError(
        'badArgument',
        `The argument ${name} has no value this repository can read`,
      );
    given.set(name, value);
  }
  const token = given.get('resumptionToken');
  if (token !== undefined) {
    if (given.size > 1)
      throw new OaiError('badArgument', 'A resumptionToken is the only argument besides the verb');
    return continued(verb as OaiVerb, token, now.getTime());
  }
  for (const name of rules.required)
    if (!given.has(name)) throw new OaiError('badArgument', `${verb} needs the argument ${name}`);
  switch (verb as OaiVerb) {
    case 'Identify':
      return { verb: 'Identify' };
    case 'ListMetadataFormats':
      return { verb: 'ListMetadataFormats', identifier: given.get('identifier') ?? null };
    case 'ListSets':
      return { verb: 'ListSets', after: 0, answered: 0, began: now.getTime() };
    case 'GetRecord':
      return {
        verb: 'GetRecord',
        identifier: given.get('identifier') as string,
        prefix: formatOf(given.get('metadataPrefix') as string),
      };
    default:
      return listRequest(verb as ListRequest['verb'], given, now);
  }
}

function formatOf(prefix: string): MetadataPrefix {
  if (isMetadataPrefix(prefix)) return prefix;
  throw new OaiError(
    'cannotDisseminateFormat',
    `The format ${prefix.slice(0, 100)} is not one this repository disseminates (oai_dc, marcxml)`,
  );
}

function listRequest(
  verb: ListRequest['verb'],
  given: Map<string, string>,
  now: Date,
): ListRequest {
  const fromArg = given.get('from');
  const untilArg = given.get('until');
  const from = fromArg === undefined ? null : protocolDate(fromArg, 'from');
  const until = untilArg === undefined ? null : protocolDate(untilArg, 'until');
  if (from && until && from.granularity !== until.granularity)
    throw new OaiError('badArgument', 'The arguments from and until have different granularities');
  if (from && until && from.at > until.at)
    throw new OaiError('badArgument', 'The argument from is later than until');
  // `until` is inclusive: the whole day, or the whole second, it names. Without it the list
  // ends where it began, so that its pages stay one list while records change.
  const before = until
    ? new Date(until.at.getTime() + (until.granularity === 'day' ? 86_400_000 : 1000))
    : now;
  const set = given.get('set');
  let collection: number | null = null;
  if (set !== undefined) {
    const match = SET.exec(set);
    // A set this repository does not have holds no records.
    if (!match) throw new OaiError('noRecordsMatch', `There is no set ${set.slice(0, 100)}`);
    collection = Number(match[1]);
  }
  const prefix = formatOf(given.get('metadataPrefix') as string);
  return {
    verb,
    prefix,
    collection,
    from: from?.at ?? null,
    before: before < now ? before : now,
    cursor: null,
    answered: 0,
    began: now.getTime(),
  };
}
