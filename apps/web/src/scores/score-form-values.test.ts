import { describe, expect, it } from 'vitest';
import {
  newScoreRow,
  scoreFormValues,
  scoreInput,
  validateScoreForm,
  type ScoreFormValues,
} from './score-form-values';

function filledScore(): ScoreFormValues {
  return {
    ...scoreFormValues(),
    collection: { id: '3', name: 'Musikarchiv', prefix: 'CH-E' },
    shelfmark: ' 123,4 ',
    short_title: 'Missa in C',
  };
}

describe('scoreFormValues', () => {
  it('starts a new score with the domain defaults: one empty genre, one empty voice', () => {
    const values = scoreFormValues();
    expect(values.genres).toEqual([{ id: null, name: '' }]);
    expect(values.voices).toEqual([{ id: null, voice: '', count: '1', position: '1' }]);
    expect(values.collection).toBeNull();
    expect(values.attributions).toEqual([]);
  });

  it('gives a new part one empty voice and a new incipit no basso continuo', () => {
    expect(newScoreRow.part().voices).toHaveLength(1);
    expect(newScoreRow.incipit().basso_continuo).toBe(false);
    expect(newScoreRow.attribution().person).toBeNull();
  });

  it('shows null texts and numbers as empty fields', () => {
    const values = scoreFormValues({
      shelfmark: '1',
      short_title: 'S',
      title: null,
      genres: [],
      voices: [],
      entries: [],
      attributions: [],
      parts: [],
      publications: [],
      sources: [],
      incipits: [{ ...stubIncipit(), number: 2, movement: null }],
    });
    expect(values.title).toBe('');
    expect(values.incipits[0].number).toBe('2');
    expect(values.incipits[0].movement).toBe('');
    expect(values.genres).toHaveLength(1);
  });
});

function stubIncipit() {
  return {
    id: '9',
    tempo: null,
    clef: 'G-2',
    time_signature: null,
    key_signature: null,
    text: null,
    part: null,
    basso_continuo: false,
    pae: "'4C",
    number: null,
    movement: null,
    section: null,
    notes: null,
  };
}

describe('scoreInput', () => {
  it('trims texts, sends blanks as null and references as ids', () => {
    const input = scoreInput(filledScore(), { id: null, version: null });
    expect(input).toMatchObject({
      collection: { id: '3' },
      shelfmark: '123,4',
      title: null,
      genres: [{ name: '' }],
      voices: [{ voice: '', count: 1, position: 1 }],
    });
    expect(input.id).toBeUndefined();
  });

  it('names the saved record and its version, and keeps child ids', () => {
    const values = filledScore();
    values.parts = [{ ...newScoreRow.part(), id: '7', type: 'aut' }];
    values.genres = [
      { id: '5', name: 'Missa' },
      { id: null, name: 'Graduale' },
    ];
    const input = scoreInput(values, { id: '1', version: 4 });
    expect(input).toMatchObject({ id: '1', version: 4 });
    expect(input.parts?.[0]).toMatchObject({ id: '7', type: 'aut' });
    expect(input.genres).toEqual([{ id: '5' }, { name: 'Graduale' }]);
  });
});

describe('validateScoreForm', () => {
  it('accepts a score whose genre and voice are only the placeholders', () => {
    expect(validateScoreForm(filledScore())).toEqual([]);
  });

  it('reports the domain errors at the paths of the form fields', () => {
    const values = scoreFormValues();
    values.attributions = [newScoreRow.attribution()];
    values.parts = [{ ...newScoreRow.part(), type: 'cpy' }, newScoreRow.part()];
    values.incipits = [newScoreRow.incipit()];
    values.entries = [newScoreRow.entry()];
    const fields = validateScoreForm(values).map((error) => error.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'collection',
        'shelfmark',
        'short_title',
        'entries.0',
        'attributions.0.person',
        'attributions.0.function',
        'parts.1.type',
        'incipits.0.pae',
      ]),
    );
    expect(fields).not.toContain('parts.0.type');
  });
});
