import { describe, expect, it } from 'vitest';
import {
  newAttribution,
  newCatalog,
  newCollection,
  newGenre,
  newIncipit,
  newName,
  newPage,
  newPart,
  newPerson,
  newPublicationScore,
  newScore,
  newSource,
  newSyllabus,
  newVoice,
  newVowBookEntry,
} from './defaults';

describe('defaults of new records', () => {
  it('makes a new person with one empty primary name', () => {
    const person = newPerson();
    expect(person.names).toEqual([{ name: '', primary: true }]);
    expect(person).toMatchObject({ cleric: false, syllabi: [], sources: [], vow_book_entry: null });
    expect(person).not.toHaveProperty('id');
  });

  it('makes a new name that is not primary', () => {
    expect(newName()).toEqual({ name: '', primary: false });
  });

  it('makes a new source of type cit', () => {
    expect(newSource()).toMatchObject({ type: 'cit', citation: '' });
  });

  it('makes a new voice with count 1 and position 1', () => {
    expect(newVoice()).toEqual({ voice: '', count: 1, position: 1 });
  });

  it('makes a new incipit without basso continuo', () => {
    expect(newIncipit()).toMatchObject({ basso_continuo: false, pae: '' });
  });

  it('cleans the pae of a new incipit on construction', () => {
    expect(newIncipit({ pae: "@start:x\n@clef:G-2\n@data:'4G\n@end:x\n" }).pae).toBe("'4G");
  });

  it('makes a new score with one empty genre and one empty voice', () => {
    const score = newScore();
    expect(score.genres).toEqual([{ name: '' }]);
    expect(score.voices).toEqual([{ voice: '', count: 1, position: 1 }]);
    // Its other lists start empty (record-shape.test.ts: SCORE_SHAPE's keepOne lists).
    expect(score).toMatchObject({
      collection: null,
      shelfmark: '',
      short_title: '',
      has_digital_copy: false,
    });
  });

  it('makes a new part with one empty voice', () => {
    expect(newPart().voices).toEqual([newVoice()]);
  });

  it('makes the other new records empty', () => {
    expect(newGenre()).toEqual({ name: '' });
    expect(newSyllabus()).toEqual({ citation: '', transcription: '', translation: '' });
    expect(newVowBookEntry()).toEqual({ citation: '', transcription: '' });
    expect(newAttribution()).toMatchObject({ person: null, function: null, qualifier: null });
    expect(newPublicationScore()).toMatchObject({ publication: null, number: '' });
    expect(newCollection()).toEqual({ name: '', prefix: '' });
    expect(newCatalog()).toEqual({ name: '', collection: null, pages: [] });
    expect(newPage()).toEqual({ number: '', position: 1, catalog: null });
  });

  it('lets given values override the defaults', () => {
    expect(newVoice({ voice: 'vio', position: 2 })).toEqual({
      voice: 'vio',
      count: 1,
      position: 2,
    });
    expect(newSource({ type: 'lit' }).type).toBe('lit');
  });

  it('never shares lists between new records', () => {
    const first = newScore();
    first.genres.push(newGenre({ name: 'Missa' }));
    expect(newScore().genres).toHaveLength(1);
  });
});
