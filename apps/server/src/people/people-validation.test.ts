import { describe, expect, it } from 'vitest';
import { translate } from '@partitura/domain';
import { savePerson, getPerson, upsertPerson } from '../test/people-api';
import { contributor, useTestServer } from '../test/suite';

useTestServer();

const NAMED = { names: [{ name: 'Schnabl, Leopold', primary: true }] };
const FAILED = 'Beim Speichern ist ein Fehler aufgetreten!';

describe('people: validation (spec §5)', () => {
  it('refuses a person without names with Person.error_name_empty and the message of spec §8', async () => {
    expect(await upsertPerson(contributor, { dates: '1720' })).toEqual({
      success: false,
      message: FAILED,
      id: null,
      errors: [{ field: 'names', key: 'Person.error_name_empty' }],
    });
  });

  it('answers the same German message of spec §8 for locale de', async () => {
    const answer = await upsertPerson(contributor, { names: [] }, { locale: 'de' });
    expect(answer.message).toBe(FAILED);
    expect(translate('Person.server_error', 'de')).toBe(FAILED);
  });

  it('refuses a blank primary name, after dropping the unnamed variants before it', async () => {
    const answer = await upsertPerson(contributor, {
      names: [
        { name: '', primary: false },
        { name: '  ', primary: true },
        { name: 'Schnabel', primary: false },
      ],
    });
    expect(answer.errors).toEqual([{ field: 'names.0.name', key: 'Person.error_name_empty' }]);
  });

  it('refuses names without a primary one with Person.error_name_empty', async () => {
    const answer = await upsertPerson(contributor, {
      names: [{ name: 'Schnabel', primary: false }],
    });
    expect(answer.errors).toEqual([{ field: 'names', key: 'Person.error_name_empty' }]);
  });

  it('refuses removing every name of a saved person and keeps the stored names', async () => {
    const id = await savePerson(contributor, NAMED);
    const answer = await upsertPerson(contributor, { id, version: 1, names: [] });
    expect(answer.errors).toEqual([{ field: 'names', key: 'Person.error_name_empty' }]);
    expect(await getPerson(contributor, id)).toMatchObject({
      version: 1,
      name: 'Schnabl, Leopold',
    });
  });

  it('validates every syllabus of a cleric with the three Syllabus keys', async () => {
    const answer = await upsertPerson(contributor, {
      ...NAMED,
      cleric: true,
      syllabi: [
        { citation: 'Syllabus 1790', transcription: 'P. Leopold', translation: 'Father Leopold' },
        { citation: ' ', transcription: '', translation: null },
      ],
    });
    expect(answer.errors).toEqual([
      { field: 'syllabi.1.citation', key: 'Syllabus.error_source_empty' },
      { field: 'syllabi.1.transcription', key: 'Syllabus.error_transcription_empty' },
      { field: 'syllabi.1.translation', key: 'Syllabus.error_translation_empty' },
    ]);
  });

  it('saves an incomplete syllabus of a person who is not a cleric', async () => {
    const id = await savePerson(contributor, {
      ...NAMED,
      cleric: false,
      syllabi: [{ citation: 'Syllabus 1790' }],
    });
    expect((await getPerson(contributor, id))!.syllabi).toMatchObject([
      { citation: 'Syllabus 1790', transcription: '', translation: '' },
    ]);
  });

  it('validates the stored syllabi when a save makes the person a cleric without sending them', async () => {
    const id = await savePerson(contributor, { ...NAMED, syllabi: [{ citation: 'Syllabus' }] });
    const answer = await upsertPerson(contributor, { id, version: 1, cleric: true });
    expect(answer.errors).toEqual([
      { field: 'syllabi.0.transcription', key: 'Syllabus.error_transcription_empty' },
      { field: 'syllabi.0.translation', key: 'Syllabus.error_translation_empty' },
    ]);
  });

  it('refuses a source without citation with Source.error_citation_empty', async () => {
    const answer = await upsertPerson(contributor, {
      ...NAMED,
      sources: [{ citation: 'MGG' }, { type: 'cit', url: 'https://example.org' }],
    });
    expect(answer.errors).toEqual([
      { field: 'sources.1.citation', key: 'Source.error_citation_empty' },
    ]);
  });

  it('refuses a vow book entry with content but no citation with VowBookEntry.error_source_empty', async () => {
    const answer = await upsertPerson(contributor, {
      ...NAMED,
      vow_book_entry: { transcription: 'Professus 1750' },
    });
    expect(answer.errors).toEqual([
      { field: 'vow_book_entry.citation', key: 'VowBookEntry.error_source_empty' },
    ]);
  });

  it('refuses a vow book entry with content but no transcription with VowBookEntry.error_transcription_empty', async () => {
    const answer = await upsertPerson(contributor, {
      ...NAMED,
      cleric: true,
      vow_book_entry: { citation: 'Professbuch, fol. 3' },
    });
    expect(answer.errors).toEqual([
      { field: 'vow_book_entry.transcription', key: 'VowBookEntry.error_transcription_empty' },
    ]);
  });

  it('saves a person whose vow book entry is empty, without storing an entry', async () => {
    const id = await savePerson(contributor, {
      ...NAMED,
      cleric: true,
      vow_book_entry: { citation: '', transcription: ' ' },
    });
    expect((await getPerson(contributor, id))!.vow_book_entry).toBeNull();
  });

  it('reports every failed rule of one save at once', async () => {
    const answer = await upsertPerson(contributor, {
      names: [{ name: '', primary: true }],
      cleric: true,
      syllabi: [{ citation: 'S', transcription: 'T' }],
      vow_book_entry: { citation: 'V' },
      sources: [{}],
    });
    expect(answer.errors.map((error: { key: string }) => error.key)).toEqual([
      'Person.error_name_empty',
      'Syllabus.error_translation_empty',
      'VowBookEntry.error_transcription_empty',
      'Source.error_citation_empty',
    ]);
  });
});
