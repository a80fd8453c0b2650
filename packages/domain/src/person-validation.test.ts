import { describe, expect, it } from 'vitest';
import {
  hasVowBookEntryContent,
  validatePerson,
  validateSyllabus,
  validateVowBookEntry,
} from './person-validation';

const named = { names: [{ name: 'Mozart, Wolfgang Amadeus', primary: true }] };

describe('validateSyllabus', () => {
  it('accepts a complete syllabus', () => {
    expect(validateSyllabus({ citation: 'a', transcription: 'b', translation: 'c' })).toEqual([]);
  });

  it('refuses blank citation, transcription and translation with their Syllabus keys', () => {
    expect(validateSyllabus({ citation: '', transcription: ' ', translation: null })).toEqual([
      { field: 'citation', key: 'Syllabus.error_source_empty' },
      { field: 'transcription', key: 'Syllabus.error_transcription_empty' },
      { field: 'translation', key: 'Syllabus.error_translation_empty' },
    ]);
  });
});

describe('validateVowBookEntry', () => {
  it('accepts a complete vow book entry', () => {
    expect(validateVowBookEntry({ citation: 'Professbuch p. 3', transcription: 'Ego…' })).toEqual(
      [],
    );
  });

  it('refuses blank citation and transcription with their VowBookEntry keys', () => {
    expect(validateVowBookEntry({})).toEqual([
      { field: 'citation', key: 'VowBookEntry.error_source_empty' },
      { field: 'transcription', key: 'VowBookEntry.error_transcription_empty' },
    ]);
  });

  it('sees content in any filled field', () => {
    expect(hasVowBookEntryContent({ citation: ' ', transcription: '' })).toBe(false);
    expect(hasVowBookEntryContent({ citation: 'x' })).toBe(true);
    expect(hasVowBookEntryContent(null)).toBe(false);
  });
});

describe('validatePerson', () => {
  it('accepts a person with a primary name', () => {
    expect(validatePerson(named)).toEqual([]);
  });

  it('refuses a person whose primary name is blank with Person.error_name_empty on that name', () => {
    expect(
      validatePerson({
        names: [
          { name: 'Wolfgang', primary: false },
          { name: ' ', primary: true },
        ],
      }),
    ).toEqual([{ field: 'names.1.name', key: 'Person.error_name_empty' }]);
  });

  it('refuses a person without any primary name with Person.error_name_empty on names', () => {
    expect(validatePerson({ names: [] })).toEqual([
      { field: 'names', key: 'Person.error_name_empty' },
    ]);
    expect(validatePerson({ names: [{ name: 'Haydn', primary: false }] })).toEqual([
      { field: 'names', key: 'Person.error_name_empty' },
    ]);
  });

  it('ignores unnamed non-primary names', () => {
    expect(
      validatePerson({
        names: [
          { name: 'Mozart', primary: true },
          { name: '', primary: false },
          { name: null, primary: null },
        ],
      }),
    ).toEqual([]);
  });

  it('validates the syllabi of a cleric, keyed by index', () => {
    expect(
      validatePerson({
        ...named,
        cleric: true,
        syllabi: [
          { citation: 'a', transcription: 'b', translation: 'c' },
          { citation: '', transcription: 'b', translation: 'c' },
        ],
      }),
    ).toEqual([{ field: 'syllabi.1.citation', key: 'Syllabus.error_source_empty' }]);
  });

  it('does not validate the syllabi of a person who is not a cleric', () => {
    expect(validatePerson({ ...named, cleric: false, syllabi: [{}] })).toEqual([]);
  });

  it('validates the vow book entry only when it has content', () => {
    expect(
      validatePerson({ ...named, vow_book_entry: { citation: '', transcription: ' ' } }),
    ).toEqual([]);
    expect(validatePerson({ ...named, vow_book_entry: { citation: 'Professbuch' } })).toEqual([
      { field: 'vow_book_entry.transcription', key: 'VowBookEntry.error_transcription_empty' },
    ]);
  });

  it('validates the vow book entry whether or not the person is a cleric', () => {
    expect(
      validatePerson({ ...named, cleric: true, vow_book_entry: { transcription: 'Ego' } }),
    ).toEqual([{ field: 'vow_book_entry.citation', key: 'VowBookEntry.error_source_empty' }]);
  });

  it('validates each source, keyed by index', () => {
    expect(validatePerson({ ...named, sources: [{ citation: 'MGG' }, { citation: '' }] })).toEqual([
      { field: 'sources.1.citation', key: 'Source.error_citation_empty' },
    ]);
  });
});
