import { describe, expect, it } from 'vitest';
import { newPart, newScore } from './defaults';
import { field, isScalar, storedScalar, type Shape } from './record-shape';
import { PART_SHAPE, SCORE_SHAPE, SOURCE_SHAPE, VOICE_SHAPE } from './shapes';

const stored = (shape: Shape, input: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(shape).flatMap(([name, kind]) =>
      isScalar(kind) ? [[name, storedScalar(kind, input[name])]] : [],
    ),
  );

describe('storedScalar', () => {
  it('stores texts trimmed, a blank optional text as null and a required one as ""', () => {
    expect(storedScalar(field.text(), '  Missa ')).toBe('Missa');
    expect(storedScalar(field.text(), '   ')).toBeNull();
    expect(storedScalar(field.required, null)).toBe('');
    expect(storedScalar(field.required, ' A 12 ')).toBe('A 12');
  });

  it('leaves an absent optional value absent (a save keeps what is stored)', () => {
    expect(storedScalar(field.text(), undefined)).toBeUndefined();
    expect(storedScalar(field.whole(), undefined)).toBeUndefined();
    expect(storedScalar(field.whole(), null)).toBeNull();
  });

  it('stores a blank or absent value with an `otherwise` as that value', () => {
    expect(storedScalar(field.text('cit'), ' ')).toBe('cit');
    expect(storedScalar(field.text('cit'), undefined)).toBe('cit');
    expect(storedScalar(field.whole(1), null)).toBe(1);
    expect(storedScalar(field.whole(1), 3)).toBe(3);
  });

  it('stores no flag as no and PAE cleaned', () => {
    expect(storedScalar(field.flag, undefined)).toBe(false);
    expect(storedScalar(field.pae, "@data:'4C/\n")).toBe("'4C/");
  });
});

describe('SOURCE_SHAPE', () => {
  it('tidies the texts and keeps a given type', () => {
    expect(
      stored(SOURCE_SHAPE, {
        type: ' arc ',
        citation: ' Stiftsarchiv, A 12 ',
        description: '',
        url: ' https://example.org ',
        notes: '   ',
      }),
    ).toEqual({
      type: 'arc',
      citation: 'Stiftsarchiv, A 12',
      description: null,
      url: 'https://example.org',
      notes: null,
    });
  });

  it('makes a source without type a citation (cit)', () => {
    expect(stored(SOURCE_SHAPE, { citation: 'MGG 2' }).type).toBe('cit');
    expect(stored(SOURCE_SHAPE, { type: ' ', citation: 'MGG 2' }).type).toBe('cit');
  });

  it('gives a voice without count or position the defaults (1, 1)', () => {
    expect(stored(VOICE_SHAPE, { voice: ' vl ' })).toEqual({ voice: 'vl', count: 1, position: 1 });
  });
});

describe('SCORE_SHAPE', () => {
  it('keeps one row in exactly the lists a new score or part starts with one of', () => {
    const score = newScore() as unknown as Record<string, unknown[]>;
    for (const [name, kind] of Object.entries(SCORE_SHAPE)) {
      if (kind.kind === 'list' || kind.kind === 'picks')
        expect(score[name], name).toHaveLength(kind.keepOne ? 1 : 0);
    }
    expect(newPart().voices).toHaveLength(PART_SHAPE.voices.keepOne ? 1 : 0);
  });

  it('names a field for every field of a new score but its own derived ones', () => {
    const derived = ['has_digital_copy'];
    expect(Object.keys(SCORE_SHAPE).sort()).toEqual(
      Object.keys(newScore())
        .filter((name) => !derived.includes(name))
        .sort(),
    );
  });
});
