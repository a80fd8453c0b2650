import { optionalText, requiredText, validatePerson } from '@partitura/domain';
import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../forms/domain-resolver';
import { errorCountsByTab, firstError, flattenErrors, tabOfField } from './editor-errors';
import { childId, formText } from './form-text';

const tabs = [
  { id: 'basic', fields: ['dates', 'cleric', 'notes'] },
  { id: 'names', fields: ['names'] },
  { id: 'vow_book', fields: ['vow_book_entry'] },
  { id: 'syllabi', fields: ['syllabi'] },
  { id: 'sources', fields: ['sources'] },
];

describe('the tab of a field', () => {
  it('claims a child path by its list name', () => {
    expect(tabOfField('syllabi.1.citation', tabs)).toBe('syllabi');
    expect(tabOfField('vow_book_entry.transcription', tabs)).toBe('vow_book');
    expect(tabOfField('names', tabs)).toBe('names');
    expect(tabOfField('names.root', tabs)).toBe('names');
  });

  it('does not mistake a field for another that starts alike', () => {
    expect(tabOfField('notes_extra', tabs)).toBeNull();
    expect(tabOfField('version', tabs)).toBeNull();
  });
});

describe('flattened form errors', () => {
  it('lists every error of the domain rules with its dotted path, in tree order', () => {
    const errors = toFieldErrors(
      validatePerson({
        names: [{ name: '', primary: true }],
        cleric: true,
        syllabi: [{ citation: 'x', transcription: 'y', translation: '' }, {}],
        sources: [{ citation: '' }],
      }),
    );
    expect(flattenErrors(errors).map((error) => error.path)).toEqual([
      'names.0.name',
      'syllabi.0.translation',
      'syllabi.1.citation',
      'syllabi.1.transcription',
      'syllabi.1.translation',
      'sources.0.citation',
    ]);
  });

  it('reports an array error and never walks into element references', () => {
    const input = elementLike();
    const tree = {
      names: { root: { type: 'domain', message: 'Person.error_name_empty', ref: input } },
      dates: { type: 'server', message: 'x', ref: input },
    };
    expect(flattenErrors(tree)).toEqual([
      { path: 'names.root', message: 'Person.error_name_empty' },
      { path: 'dates', message: 'x' },
    ]);
  });
});

describe('error marks and the jump after a failed save', () => {
  const paths = ['sources.0.citation', 'syllabi.1.citation', 'syllabi.0.translation'];

  it('counts the errors of each tab', () => {
    expect(errorCountsByTab(paths, tabs)).toEqual({
      basic: 0,
      names: 0,
      vow_book: 0,
      syllabi: 2,
      sources: 1,
    });
  });

  it('goes to the first tab in tab order with an error, at its first error', () => {
    expect(firstError(paths, tabs)).toEqual({ tab: 'syllabi', path: 'syllabi.1.citation' });
    expect(firstError(['version'], tabs)).toBeNull();
  });
});

describe('texts between records and forms', () => {
  it('shows a missing text as empty and sends an empty one as null', () => {
    expect(formText(null)).toBe('');
    // The way back is the domain's rule for stored text, which the form's values go through.
    expect(optionalText(formText(null))).toBeNull();
    expect(optionalText('  ')).toBeNull();
    expect(optionalText(' Abt ')).toBe('Abt');
    expect(requiredText(undefined)).toBe('');
  });

  it('keeps the id of a loaded child and leaves it out for a new one', () => {
    expect(childId('7')).toEqual({ id: '7' });
    expect(childId(null)).toEqual({});
  });
});

/** Stands in for a DOM element: an object whose walk would never end (it refers to itself). */
function elementLike() {
  const node: Record<string, unknown> = { type: 'text', message: 'not an error' };
  node.self = node;
  return node;
}
