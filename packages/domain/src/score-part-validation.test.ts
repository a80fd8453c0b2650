import { describe, expect, it } from 'vitest';
import {
  isEmptyVoice,
  validateAttribution,
  validateGenre,
  validateIncipit,
  validatePart,
  validatePublicationScore,
  validateVoice,
  validateVoiceList,
  withoutEmptyVoices,
} from './score-part-validation';

describe('validateGenre', () => {
  it('accepts a named genre and refuses a blank one with Genre.error_name_empty', () => {
    expect(validateGenre({ name: 'Missa' })).toEqual([]);
    expect(validateGenre({ name: ' ' })).toEqual([
      { field: 'name', key: 'Genre.error_name_empty' },
    ]);
  });
});

describe('validateVoice', () => {
  it('accepts a voice with scoring', () => {
    expect(validateVoice({ voice: 'vio', count: 2, position: 1 })).toEqual([]);
  });

  it('refuses a voice without scoring with Voice.error_voice_empty', () => {
    expect(validateVoice({ voice: '', count: 1, position: 1 })).toEqual([
      { field: 'voice', key: 'Voice.error_voice_empty' },
    ]);
  });
});

describe('voice lists', () => {
  it('sees an untouched voice (no scoring, default count and position) as empty', () => {
    expect(isEmptyVoice({ voice: '', count: 1, position: 1 })).toBe(true);
    expect(isEmptyVoice({})).toBe(true);
    expect(isEmptyVoice(null)).toBe(true);
    expect(isEmptyVoice({ voice: '', count: 2, position: 1 })).toBe(false);
    expect(isEmptyVoice({ voice: '', count: 1, position: 3 })).toBe(false);
    expect(isEmptyVoice({ voice: 'sop' })).toBe(false);
  });

  it('passes over untouched voices and refuses half-filled ones, keyed by index', () => {
    expect(validateVoiceList('voices', [{ voice: '', count: 1, position: 1 }])).toEqual([]);
    expect(
      validateVoiceList('voices', [
        { voice: 'sop', count: 1 },
        { voice: ' ', count: 2, position: 2 },
      ]),
    ).toEqual([{ field: 'voices.1.voice', key: 'Voice.error_voice_empty' }]);
  });

  it('drops untouched voices for saving, keeping the order of the others', () => {
    const voices = [{ voice: 'alt' }, { voice: '' }, { voice: 'bas' }];
    expect(withoutEmptyVoices(voices)).toEqual([{ voice: 'alt' }, { voice: 'bas' }]);
  });
});

describe('validateAttribution', () => {
  const valid = { person: { id: '7' }, function: 'aut', qualifier: 'asc' };

  it('accepts an attribution with person, function and qualifier', () => {
    expect(validateAttribution(valid)).toEqual([]);
  });

  it('refuses a person without id with Attribution.error_person_empty', () => {
    expect(validateAttribution({ ...valid, person: { names: [{ name: 'Mozart' }] } })).toEqual([
      { field: 'person', key: 'Attribution.error_person_empty' },
    ]);
    expect(validateAttribution({ ...valid, person: null })).toEqual([
      { field: 'person', key: 'Attribution.error_person_empty' },
    ]);
  });

  it('refuses a missing function with Attribution.error_function_empty', () => {
    expect(validateAttribution({ ...valid, function: '' })).toEqual([
      { field: 'function', key: 'Attribution.error_function_empty' },
    ]);
  });

  it('refuses a missing qualifier with Attribution.error_qualifier_empty', () => {
    expect(validateAttribution({ ...valid, qualifier: null })).toEqual([
      { field: 'qualifier', key: 'Attribution.error_qualifier_empty' },
    ]);
  });
});

describe('validateIncipit', () => {
  it('accepts an incipit with note data', () => {
    expect(validateIncipit({ pae: "'4G" })).toEqual([]);
  });

  it('refuses blank pae with Incipit.error_pae_empty', () => {
    expect(validateIncipit({ pae: ' \n' })).toEqual([
      { field: 'pae', key: 'Incipit.error_pae_empty' },
    ]);
    expect(validateIncipit({})).toEqual([{ field: 'pae', key: 'Incipit.error_pae_empty' }]);
  });

  it('refuses a PAE header without note data with Incipit.error_pae_empty', () => {
    expect(validateIncipit({ pae: '@start:x\n@clef:G-2\n@data:\n@end:x\n' })).toEqual([
      { field: 'pae', key: 'Incipit.error_pae_empty' },
    ]);
  });
});

describe('validatePart', () => {
  it('accepts a part with a type and no scoring', () => {
    expect(validatePart({ type: 'cpy', voices: [] })).toEqual([]);
    expect(validatePart({ type: 'cpy', voices: [{ voice: '', count: 1, position: 1 }] })).toEqual(
      [],
    );
  });

  it('refuses a part without type with Part.error_type_empty', () => {
    expect(validatePart({ type: null })).toEqual([{ field: 'type', key: 'Part.error_type_empty' }]);
  });

  it('validates its voices, keyed by index', () => {
    expect(validatePart({ type: 'aut', voices: [{ voice: '', count: 2 }] })).toEqual([
      { field: 'voices.0.voice', key: 'Voice.error_voice_empty' },
    ]);
  });
});

describe('validatePublicationScore', () => {
  it('accepts a reference to a publication with a number', () => {
    expect(validatePublicationScore({ publication: { id: '3' }, number: 'p. 45' })).toEqual([]);
  });

  it('refuses a reference without publication id with PublicationScore.error_literature_empty', () => {
    expect(validatePublicationScore({ publication: { title: 'MGG' }, number: '1' })).toEqual([
      { field: 'publication', key: 'PublicationScore.error_literature_empty' },
    ]);
  });

  it('refuses a blank number with PublicationScore.error_number_empty', () => {
    expect(validatePublicationScore({ publication: { id: '3' }, number: '  ' })).toEqual([
      { field: 'number', key: 'PublicationScore.error_number_empty' },
    ]);
  });
});
