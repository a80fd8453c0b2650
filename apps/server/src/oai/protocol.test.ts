import { describe, expect, it } from 'vitest';
import {
  OaiError,
  TOKEN_LIFETIME_MS,
  identifiedScore,
  oaiIdentifier,
  readOaiRequest,
  resumptionToken,
  type ListRequest,
} from './protocol';

/* The protocol's rules without the database: arguments, dates, tokens (OAI-PMH 2.0 §3). */

const NOW = new Date('2026-11-28T10:00:00.000Z');

function read(query: string, now = NOW) {
  return readOaiRequest([...new URLSearchParams(query)], now);
}

function errorOf(query: string, now = NOW): string {
  try {
    read(query, now);
  } catch (error) {
    if (error instanceof OaiError) return error.code;
    throw error;
  }
  return 'none';
}

describe('OAI-PMH requests', () => {
  it('takes each verb with exactly its arguments', () => {
    expect(read('verb=Identify')).toEqual({ verb: 'Identify' });
    expect(read('verb=ListMetadataFormats&identifier=oai:x.org:score/1')).toEqual({
      verb: 'ListMetadataFormats',
      identifier: 'oai:x.org:score/1',
    });
    expect(read('verb=GetRecord&identifier=oai:x.org:score/1&metadataPrefix=marcxml')).toEqual({
      verb: 'GetRecord',
      identifier: 'oai:x.org:score/1',
      prefix: 'marcxml',
    });
    expect(read('verb=ListRecords&metadataPrefix=oai_dc&set=collection:7')).toMatchObject({
      verb: 'ListRecords',
      prefix: 'oai_dc',
      collection: 7,
      from: null,
      // Without until the list ends where it began: its pages stay one list.
      before: NOW,
      cursor: null,
    });
  });

  it('names the error the protocol gives for each bad request', () => {
    expect(errorOf('')).toBe('badVerb');
    expect(errorOf('verb=Harvest')).toBe('badVerb');
    expect(errorOf('verb=Identify&verb=Identify')).toBe('badVerb');
    expect(errorOf('verb=Identify&set=a')).toBe('badArgument');
    expect(errorOf('verb=ListRecords')).toBe('badArgument');
    expect(errorOf('verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=oai_dc')).toBe(
      'badArgument',
    );
    expect(errorOf('verb=GetRecord&identifier=oai:x.org:score/1')).toBe('badArgument');
    expect(errorOf('verb=ListRecords&metadataPrefix=oai_dc&resumptionToken=abc')).toBe(
      'badArgument',
    );
    expect(errorOf('verb=ListRecords&metadataPrefix=mods')).toBe('cannotDisseminateFormat');
    expect(errorOf('verb=GetRecord&identifier=x&metadataPrefix=mods')).toBe(
      'cannotDisseminateFormat',
    );
    expect(errorOf('verb=ListIdentifiers&metadataPrefix=oai_dc&set=people')).toBe('noRecordsMatch');
    expect(errorOf('verb=ListSets&resumptionToken=not-a-token')).toBe('badResumptionToken');
    expect(errorOf(`verb=ListRecords&metadataPrefix=oai_dc&from=${'9'.repeat(2000)}`)).toBe(
      'badArgument',
    );
  });

  it('reads dates of either granularity, until inclusive, and refuses the rest', () => {
    const day = read('verb=ListIdentifiers&metadataPrefix=oai_dc&from=2020-02-28&until=2020-02-29');
    expect(day).toMatchObject({
      from: new Date('2020-02-28T00:00:00Z'),
      before: new Date('2020-03-01T00:00:00Z'),
    });
    const second = read(
      'verb=ListIdentifiers&metadataPrefix=oai_dc&from=2020-02-28T10:00:00Z&until=2020-02-28T10:00:00Z',
    );
    expect(second).toMatchObject({
      from: new Date('2020-02-28T10:00:00Z'),
      before: new Date('2020-02-28T10:00:01Z'),
    });
    // An until in the future ends the list where it began, too.
    expect(read('verb=ListIdentifiers&metadataPrefix=oai_dc&until=2999-01-01')).toMatchObject({
      before: NOW,
    });
    for (const bad of [
      'from=2021-02-29',
      'from=2021-13-01',
      'from=2021-01-01T10:00:00',
      'from=2021-01-01T25:00:00Z',
      'from=2021-01-01T10:00:00.5Z',
      'from=yesterday',
      'from=2021-01-01&until=2021-01-02T00:00:00Z',
      'from=2021-01-02&until=2021-01-01',
    ])
      expect(errorOf(`verb=ListRecords&metadataPrefix=oai_dc&${bad}`), bad).toBe('badArgument');
  });

  it('continues a list from its token, until the token expires', () => {
    const list = read(
      'verb=ListRecords&metadataPrefix=marcxml&set=collection:3&from=2020-01-01',
    ) as ListRequest;
    const token = resumptionToken({
      ...list,
      cursor: { at: '2026-01-02T03:04:05.123456Z', id: 42 },
      answered: 40,
    });
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    const later = new Date(NOW.getTime() + 60_000);
    expect(read(`verb=ListRecords&resumptionToken=${token}`, later)).toEqual({
      ...list,
      cursor: { at: '2026-01-02T03:04:05.123456Z', id: 42 },
      answered: 40,
    });
    // Another verb's token, an expired one, one altered: none continues anything.
    expect(errorOf(`verb=ListIdentifiers&resumptionToken=${token}`, later)).toBe(
      'badResumptionToken',
    );
    expect(
      errorOf(
        `verb=ListRecords&resumptionToken=${token}`,
        new Date(NOW.getTime() + TOKEN_LIFETIME_MS + 1),
      ),
    ).toBe('badResumptionToken');
    const state = JSON.parse(Buffer.from(token, 'base64url').toString());
    const altered = (change: object) =>
      Buffer.from(JSON.stringify({ ...state, ...change })).toString('base64url');
    for (const change of [
      { p: 'mods' },
      { i: -1 },
      { b: 'soon' },
      { c: 'x' },
      { v: 2 },
      { a: '1e999' },
    ])
      expect(errorOf(`verb=ListRecords&resumptionToken=${altered(change)}`, later)).toBe(
        'badResumptionToken',
      );
  });

  it('names scores by identifiers of this repository only', () => {
    expect(oaiIdentifier('archive.example.org', 12)).toBe('oai:archive.example.org:score/12');
    expect(identifiedScore('archive.example.org', 'oai:archive.example.org:score/12')).toBe(12);
    expect(identifiedScore('archive.example.org', 'oai:other.org:score/12')).toBeNull();
    expect(identifiedScore('archive.example.org', 'oai:archive.example.org:score/012')).toBeNull();
    expect(identifiedScore('archive.example.org', 'oai:archive.example.org:person/12')).toBeNull();
  });
});
