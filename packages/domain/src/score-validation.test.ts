import { describe, expect, it } from 'vitest';
import { newScore } from './defaults';
import { validateScore } from './score-validation';

const valid = {
  collection: { id: '1' },
  shelfmark: '123,4',
  short_title: 'Mozart — Missa in C',
};

describe('validateScore', () => {
  it('accepts a score with collection, shelfmark and short title', () => {
    expect(validateScore(valid)).toEqual([]);
  });

  it('accepts a new score once its required fields and its genre are filled in', () => {
    expect(validateScore({ ...newScore(), ...valid, genres: [{ name: 'Missa' }] })).toEqual([]);
  });

  it('refuses the empty genre of a new score with Genre.error_name_empty', () => {
    expect(validateScore({ ...newScore(), ...valid })).toEqual([
      { field: 'genres.0.name', key: 'Genre.error_name_empty' },
    ]);
  });

  it('refuses a score without collection id with Score.error_collection_empty', () => {
    expect(validateScore({ ...valid, collection: { name: 'Engelberg' } })).toEqual([
      { field: 'collection', key: 'Score.error_collection_empty' },
    ]);
  });

  it('refuses a score without shelfmark with Score.error_shelfmark_empty', () => {
    expect(validateScore({ ...valid, shelfmark: ' ' })).toEqual([
      { field: 'shelfmark', key: 'Score.error_shelfmark_empty' },
    ]);
  });

  it('refuses a score without short title with Score.error_short_title_empty', () => {
    expect(validateScore({ ...valid, short_title: null })).toEqual([
      { field: 'short_title', key: 'Score.error_short_title_empty' },
    ]);
  });

  it('refuses catalog entries without id with Score.error_entry_empty, keyed by index', () => {
    expect(validateScore({ ...valid, entries: [{ id: '5' }, { id: null }, {}] })).toEqual([
      { field: 'entries.1', key: 'Score.error_entry_empty' },
      { field: 'entries.2', key: 'Score.error_entry_empty' },
    ]);
  });

  it('requires neither a catalog entry nor any scoring', () => {
    expect(validateScore({ ...valid, entries: [], voices: [], parts: [] })).toEqual([]);
    expect(validateScore({ ...valid, voices: [{ voice: '', count: 1, position: 1 }] })).toEqual([]);
  });

  it('reports every missing required field of an empty input', () => {
    expect(validateScore({}).map((error) => error.key)).toEqual([
      'Score.error_collection_empty',
      'Score.error_shelfmark_empty',
      'Score.error_short_title_empty',
    ]);
  });

  it('validates the children, keying their errors by kind and index', () => {
    const errors = validateScore({
      ...valid,
      attributions: [
        { person: { id: '7' }, function: 'aut', qualifier: 'asc' },
        { function: 'cmp', qualifier: 'asc' },
      ],
      parts: [{ type: 'aut', voices: [{ voice: 'sop' }, { voice: '', count: 2 }] }, { type: null }],
      incipits: [{ pae: "'4G" }, { pae: '' }],
      publications: [{ publication: { id: '2' }, number: '' }],
      sources: [{ citation: '' }],
      genres: [{ name: 'Missa' }, { name: '' }],
      voices: [{ voice: '', count: 3 }],
    });
    expect(errors).toEqual([
      { field: 'attributions.1.person', key: 'Attribution.error_person_empty' },
      { field: 'parts.0.voices.1.voice', key: 'Voice.error_voice_empty' },
      { field: 'parts.1.type', key: 'Part.error_type_empty' },
      { field: 'incipits.1.pae', key: 'Incipit.error_pae_empty' },
      { field: 'publications.0.number', key: 'PublicationScore.error_number_empty' },
      { field: 'sources.0.citation', key: 'Source.error_citation_empty' },
      { field: 'genres.1.name', key: 'Genre.error_name_empty' },
      { field: 'voices.0.voice', key: 'Voice.error_voice_empty' },
    ]);
  });

  it('validates missing list items as empty ones', () => {
    expect(validateScore({ ...valid, genres: [null] })).toEqual([
      { field: 'genres.0.name', key: 'Genre.error_name_empty' },
    ]);
  });
});
