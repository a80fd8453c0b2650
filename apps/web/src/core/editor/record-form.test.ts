import { field } from '@partitura/domain';
import { describe, expect, it } from 'vitest';
import { formValues, inputValues, newRow, wholeNumber } from './record-form';

const { id, text, required, pae, whole, flag, ref, list, picks } = field;

const CHILD = { id, label: required, count: whole(1), note: text('none') } as const;
const SHAPE = {
  name: required,
  note: text(),
  size: whole(),
  done: flag,
  melody: pae,
  owner: ref('person'),
  children: list(CHILD, () => ({ label: 'new', count: 1 }), { keepOne: true }),
  others: list(CHILD, () => ({ label: '' })),
  tags: picks('tag', { named: true, keepOne: true }),
  links: picks('link'),
} as const;
type Refs = {
  person: { id?: string | null; name: string };
  tag: { id?: string | null; name: string };
  link: { id?: string | null; title?: string };
};

describe('formValues', () => {
  it('gives a new record empty fields and the placeholder row of each keepOne list', () => {
    expect(formValues<typeof SHAPE, Refs>(SHAPE)).toEqual({
      name: '',
      note: '',
      size: '',
      done: false,
      melody: '',
      owner: null,
      children: [{ id: null, label: 'new', count: '1', note: '' }],
      others: [],
      tags: [{ id: null, name: '' }],
      links: [],
    });
  });

  it('shows stored values: null as empty, numbers as text, references and picks as loaded', () => {
    const values = formValues<typeof SHAPE, Refs>(SHAPE, {
      name: 'A',
      note: null,
      size: 0,
      done: true,
      owner: { id: '4', name: 'Haydn' },
      children: [{ id: '8', label: 'x', count: 3, note: 'n' }],
      tags: [{ id: '2', name: 'Missa' }],
      links: [{ id: '5', title: 'Entry 5' }, null],
    });
    expect(values).toMatchObject({
      note: '',
      size: '0',
      done: true,
      owner: { id: '4', name: 'Haydn' },
      children: [{ id: '8', label: 'x', count: '3', note: 'n' }],
      tags: [{ id: '2', name: 'Missa' }],
      links: [{ id: '5', title: 'Entry 5' }, { id: null }],
    });
  });

  it('makes a new child of a list from its blank', () => {
    expect(newRow<typeof CHILD, Refs>(SHAPE.others)).toEqual({
      id: null,
      label: '',
      count: '',
      note: '',
    });
  });
});

describe('inputValues', () => {
  it('trims texts, sends blanks as null (or their `otherwise`), numbers and references by id', () => {
    const values = formValues<typeof SHAPE, Refs>(SHAPE);
    values.name = '  A ';
    values.note = '   ';
    values.size = ' 12 ';
    values.melody = " '4C ";
    values.owner = { id: '4', name: 'Haydn' };
    values.children[0].note = ' ';
    values.tags = [
      { id: '2', name: 'Missa' },
      { id: null, name: ' Graduale ' },
    ];
    values.links = [{ id: '5' }, { id: null }];
    expect(inputValues(SHAPE, values)).toEqual({
      name: 'A',
      note: null,
      size: 12,
      done: false,
      melody: " '4C ",
      owner: { id: '4' },
      children: [{ label: 'new', count: 1, note: 'none' }],
      others: [],
      tags: [{ id: '2' }, { name: 'Graduale' }],
      links: [{ id: '5' }, { id: null }],
    });
  });

  it("keeps a loaded child's id and sends no reference as { id: null }", () => {
    const values = formValues<typeof SHAPE, Refs>(SHAPE, {
      children: [{ id: '8', label: 'x', count: null }],
    });
    expect(inputValues(SHAPE, values)).toMatchObject({
      owner: { id: null },
      children: [{ id: '8', label: 'x', count: null }],
    });
  });

  it('reads typed numbers as whole numbers, anything else as null', () => {
    expect(wholeNumber(' 12 ')).toBe(12);
    expect(wholeNumber('-3')).toBe(-3);
    expect(wholeNumber('')).toBeNull();
    expect(wholeNumber('1.5')).toBeNull();
  });
});
