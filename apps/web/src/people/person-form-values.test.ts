import { describe, expect, it } from 'vitest';
import { sourceFormValues } from '../core/editor/source-values';
import {
  personFormValues,
  personInput,
  toFormNameErrors,
  validatePersonForm,
  type PersonFormValues,
} from './person-form-values';

const name = (text: string, primary = false, id: string | null = null) => ({
  id,
  name: text,
  primary,
});

function person(values: Partial<PersonFormValues> = {}): PersonFormValues {
  return { ...personFormValues(), ...values };
}

describe('a new person in the editor', () => {
  it('starts with one empty primary name, an empty vow book entry and no other children', () => {
    const values = personFormValues();
    expect(values.names).toEqual([{ id: null, name: '', primary: true }]);
    expect(values.vow_book_entry).toEqual({ id: null, citation: '', transcription: '' });
    expect(values.syllabi).toEqual([]);
    expect(values.cleric).toBe(false);
  });
});

describe('validation of the form', () => {
  it('reports an empty primary name under its own row, past dropped empty variants', () => {
    const values = person({ names: [name(''), name('Maurus', false), name('', true)] });
    expect(validatePersonForm(values)).toEqual([
      { field: 'names.2.name', key: 'Person.error_name_empty' },
    ]);
  });

  it('checks syllabi only for a cleric', () => {
    const syllabi = [{ id: null, citation: 'Prof. 12', transcription: 'Natus', translation: '' }];
    const named = [name('P. Maurus Müller', true)];
    expect(validatePersonForm(person({ names: named, syllabi }))).toEqual([]);
    expect(validatePersonForm(person({ names: named, syllabi, cleric: true }))).toEqual([
      { field: 'syllabi.0.translation', key: 'Syllabus.error_translation_empty' },
    ]);
  });

  it('checks the vow book entry only once something is written in it', () => {
    const named = [name('P. Maurus Müller', true)];
    const partial = { id: null, citation: 'Professbuch S. 3', transcription: '' };
    expect(validatePersonForm(person({ names: named }))).toEqual([]);
    expect(validatePersonForm(person({ names: named, vow_book_entry: partial }))).toEqual([
      { field: 'vow_book_entry.transcription', key: 'VowBookEntry.error_transcription_empty' },
    ]);
  });
});

describe('the input of a save', () => {
  const values = person({
    names: [name('Müller, Maurus', false, '7'), name('  '), name('P. Maurus', true)],
    dates: ' 1760–1820 ',
    profession: '',
    sources: [sourceFormValues({ citation: 'MGG', url: ' ' })],
  });

  it('drops unnamed variants, trims texts and sends empty ones as null', () => {
    const { input, formIndexes } = personInput(values, { id: '3', version: 4 });
    expect(input.names).toEqual([
      { id: '7', name: 'Müller, Maurus', primary: false },
      { name: 'P. Maurus', primary: true },
    ]);
    expect(formIndexes).toEqual([0, 2]);
    expect(input).toMatchObject({ id: '3', version: 4, dates: '1760–1820', profession: null });
    expect(input.vow_book_entry).toBeNull();
    expect(input.sources).toEqual([
      { type: 'cit', citation: 'MGG', description: null, url: null, notes: null },
    ]);
  });

  it('leaves id and version out for a new person', () => {
    const { input } = personInput(values, { id: null, version: null });
    expect(input).not.toHaveProperty('id');
    expect(input).not.toHaveProperty('version');
  });

  it('puts server errors of sent names under their rows in the form', () => {
    expect(
      toFormNameErrors(
        [
          { field: 'names.1.name', key: 'Person.error_name_empty' },
          { field: 'sources.0.citation', key: 'Source.error_citation_empty' },
        ],
        [0, 2],
      ),
    ).toEqual([
      { field: 'names.2.name', key: 'Person.error_name_empty' },
      { field: 'sources.0.citation', key: 'Source.error_citation_empty' },
    ]);
  });
});
