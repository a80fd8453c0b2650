import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@partitura/domain';
import type { ApiClient } from '../test/api-client';
import { signedIn } from '../test/factories';
import { startTestServer, type TestServer } from '../test/test-server';
import {
  fullInput,
  getScore,
  minimalInput,
  refusedErrors,
  saveScore,
  scoreReferences,
  UPSERT_SCORE,
  type ScoreReferences,
} from '../test/score-api';

let server: TestServer;
let contributor: ApiClient;
let refs: ScoreReferences;
beforeAll(async () => {
  server = await startTestServer();
  contributor = await signedIn(server, 'contributor');
  refs = await scoreReferences(server.database.db);
});
afterAll(() => server?.close());

const person = () => ({ id: String(refs.composer) });
const publication = () => ({ id: String(refs.publication) });

describe('scores: validation (spec §5) through the API', () => {
  it('answers a refused save with the score failure message of spec §8 and no id', async () => {
    const { upsertScore } = await contributor.data(UPSERT_SCORE, { input: { shelfmark: 'A' } });
    expect(upsertScore).toMatchObject({
      success: false,
      id: null,
      message: translate('Score.server_error', 'en'),
    });
    expect(upsertScore.message).toBe('Beim Speichern ist ein Fehler aufgetreten!');
  });

  it.each([
    ['Score.error_collection_empty', 'collection', { collection: null }],
    ['Score.error_shelfmark_empty', 'shelfmark', { shelfmark: ' ' }],
    ['Score.error_short_title_empty', 'short_title', { short_title: '' }],
    ['Score.error_entry_empty', 'entries.0', { entries: [{ id: null }] }],
  ])('refuses a score with %s on %s', async (key, field, values) => {
    expect(await refusedErrors(contributor, minimalInput(refs, values))).toEqual([{ field, key }]);
  });

  it.each([
    [
      'Attribution.error_person_empty',
      'attributions.0.person',
      { attributions: [{ function: 'aut', qualifier: 'asc' }] },
    ],
    [
      'Attribution.error_function_empty',
      'attributions.0.function',
      () => ({ attributions: [{ person: person(), qualifier: 'asc' }] }),
    ],
    [
      'Attribution.error_qualifier_empty',
      'attributions.0.qualifier',
      () => ({ attributions: [{ person: person(), function: 'aut' }] }),
    ],
    ['Incipit.error_pae_empty', 'incipits.0.pae', { incipits: [{ pae: '@clef:G-2\n@data:\n' }] }],
    ['Part.error_type_empty', 'parts.0.type', { parts: [{ type: '' }] }],
    [
      'PublicationScore.error_literature_empty',
      'publications.0.publication',
      { publications: [{ number: '12' }] },
    ],
    [
      'PublicationScore.error_number_empty',
      'publications.0.number',
      () => ({ publications: [{ publication: publication(), number: ' ' }] }),
    ],
    ['Source.error_citation_empty', 'sources.0.citation', { sources: [{ url: 'https://x.org' }] }],
    ['Voice.error_voice_empty', 'voices.0.voice', { voices: [{ voice: '', count: 2 }] }],
    [
      'Voice.error_voice_empty',
      'parts.0.voices.1.voice',
      { parts: [{ type: 'aut', voices: [{ voice: 'S' }, { position: 3 }] }] },
    ],
  ])('refuses a child with %s on %s', async (key, field, values) => {
    // Values naming records are made when the test runs (the records exist only then).
    const input = minimalInput(refs, typeof values === 'function' ? values() : values);
    expect(await refusedErrors(contributor, input)).toEqual([{ field, key }]);
  });

  it('keys the errors of children by kind and index and reports them all at once', async () => {
    const errors = await refusedErrors(contributor, {
      shelfmark: 'A',
      short_title: 'B',
      attributions: [{ person: person(), function: 'aut', qualifier: 'asc' }, { function: 'scr' }],
      sources: [{ citation: 'ok' }, { citation: 'ok' }, {}],
    });
    expect(errors).toEqual([
      { field: 'collection', key: 'Score.error_collection_empty' },
      { field: 'attributions.1.person', key: 'Attribution.error_person_empty' },
      { field: 'attributions.1.qualifier', key: 'Attribution.error_qualifier_empty' },
      { field: 'sources.2.citation', key: 'Source.error_citation_empty' },
    ]);
  });

  it('refuses values outside the lists of spec §9 on their fields', async () => {
    const errors = await refusedErrors(
      contributor,
      minimalInput(refs, {
        attributions: [{ person: person(), function: 'composer', qualifier: 'sure' }],
        parts: [{ type: 'autograph' }],
        incipits: [{ pae: '4C', clef: 'G-9', key_signature: 'xX' }],
      }),
    );
    expect(errors).toEqual([
      { field: 'attributions.0.function', key: 'Attribution.error_function_empty' },
      { field: 'attributions.0.qualifier', key: 'Attribution.error_qualifier_empty' },
      { field: 'parts.0.type', key: 'Part.error_type_empty' },
      { field: 'incipits.0.clef', key: 'Record.error_invalid' },
      { field: 'incipits.0.key_signature', key: 'Record.error_invalid' },
    ]);
  });

  it('refuses references to records that do not exist, on their fields', async () => {
    const missing = { id: '987654321' };
    const errors = await refusedErrors(contributor, {
      ...minimalInput(refs),
      collection: missing,
      attributions: [
        {
          person: missing,
          function: 'aut',
          qualifier: 'asc',
          publication: missing,
          place: missing,
        },
        {
          person: { id: 'not-a-number' },
          function: 'aut',
          qualifier: 'asc',
          publication: { id: null },
          place: { id: 'x' },
        },
      ],
      publications: [{ publication: missing, number: '1' }],
      genres: [{ id: '987654321' }, { id: '987654322', name: 'Missa brevis (neu)' }],
      entries: [{ id: String(refs.entry.entryId) }, missing],
    });
    expect(errors).toEqual([
      { field: 'collection', key: 'Score.error_collection_empty' },
      { field: 'attributions.0.person', key: 'Attribution.error_person_empty' },
      { field: 'attributions.0.publication', key: 'Record.error_not_found' },
      { field: 'attributions.0.place', key: 'Record.error_not_found' },
      { field: 'attributions.1.person', key: 'Attribution.error_person_empty' },
      { field: 'attributions.1.place', key: 'Record.error_not_found' },
      { field: 'publications.0.publication', key: 'PublicationScore.error_literature_empty' },
      { field: 'genres.0.name', key: 'Genre.error_name_empty' },
      { field: 'entries.1', key: 'Score.error_entry_empty' },
    ]);
  });

  it('answers the field errors in German for locale de with the same keys', async () => {
    const { upsertScore } = await contributor.data(
      UPSERT_SCORE,
      { input: minimalInput(refs, { shelfmark: '' }) },
      { locale: 'de' },
    );
    expect(upsertScore).toMatchObject({
      message: translate('Score.server_error', 'de'),
      errors: [{ field: 'shelfmark', key: 'Score.error_shelfmark_empty' }],
    });
  });
});

describe('scores: refused saves change nothing', () => {
  it('refuses a save based on a stale version and leaves the score and its children as they were', async () => {
    const id = await saveScore(contributor, fullInput(refs));
    await saveScore(contributor, {
      ...fullInput(refs),
      id,
      version: 1,
      title: 'Erster Bearbeiter',
    });
    const current = await getScore(contributor, id);

    const { upsertScore } = await contributor.data(UPSERT_SCORE, {
      input: {
        ...minimalInput(refs),
        id,
        version: 1,
        title: 'Zweiter Bearbeiter',
        attributions: [],
        parts: [{ type: 'prt' }],
        incipits: [],
        sources: [],
        publications: [],
        genres: [{ name: 'Requiem (Konflikt)' }],
        voices: [],
        entries: [],
      },
    });
    expect(upsertScore).toEqual({
      success: false,
      message: translate('Record.error_conflict', 'en'),
      id: null,
      errors: [{ field: 'version', key: 'Record.error_conflict' }],
    });
    expect(await getScore(contributor, id)).toEqual(current);
  });

  it('refuses an update without a version as a conflict', async () => {
    const id = await saveScore(contributor, minimalInput(refs));
    expect(await refusedErrors(contributor, minimalInput(refs, { id, title: 'x' }))).toEqual([
      { field: 'version', key: 'Record.error_conflict' },
    ]);
  });

  it('answers not found for an update of a score that does not exist', async () => {
    for (const id of ['987654321', 'abc']) {
      const { upsertScore } = await contributor.data(UPSERT_SCORE, {
        input: minimalInput(refs, { id, version: 1 }),
      });
      expect(upsertScore).toMatchObject({
        success: false,
        message: translate('Record.error_not_found', 'en'),
      });
    }
  });

  it('changes nothing when a save fails validation', async () => {
    const id = await saveScore(contributor, fullInput(refs));
    const before = await getScore(contributor, id);
    const errors = await refusedErrors(contributor, {
      ...fullInput(refs),
      id,
      version: 1,
      title: 'Geändert',
      sources: [{ citation: 'neu' }, { citation: '' }],
    });
    expect(errors).toEqual([{ field: 'sources.1.citation', key: 'Source.error_citation_empty' }]);
    expect(await getScore(contributor, id)).toEqual(before);
  });

  it('changes nothing, the version included, when a named record does not exist', async () => {
    const id = await saveScore(contributor, fullInput(refs));
    const before = await getScore(contributor, id);
    const errors = await refusedErrors(contributor, {
      ...fullInput(refs),
      id,
      version: 1,
      title: 'Geändert',
      genres: [{ name: 'Stabat mater (nie gespeichert)' }],
      entries: [{ id: '987654321' }],
    });
    expect(errors).toEqual([{ field: 'entries.0', key: 'Score.error_entry_empty' }]);
    expect(await getScore(contributor, id)).toEqual(before);
    const { genres } = await contributor.data('query { genres(search: "nie gespeichert") { id } }');
    expect(genres).toEqual([]);
  });
});
