import { newSource, optionalText, requiredText, type Source } from '@partitura/domain';
import { childId, formText } from './form-text';

/** A source (of a person or a score) as the editor's form holds it: every text a string. */
export type SourceFormValues = {
  id: string | null;
  type: string;
  citation: string;
  description: string;
  url: string;
  notes: string;
};

type StoredSource = Partial<Omit<Source, 'id'>> & { id?: string | null };

/** A stored source, or a new one with the domain's defaults (type "cit"), as form values. */
export function sourceFormValues(source: StoredSource = newSource()): SourceFormValues {
  const values = { ...newSource(), ...source };
  return {
    id: source.id ?? null,
    type: values.type,
    citation: values.citation,
    description: formText(values.description),
    url: formText(values.url),
    notes: formText(values.notes),
  };
}

/** A source's form values as a SourceInput (an empty type falls back to the default). */
export function sourceInput(values: SourceFormValues) {
  return {
    ...childId(values.id),
    type: optionalText(values.type) ?? newSource().type,
    citation: requiredText(values.citation),
    description: optionalText(values.description),
    url: optionalText(values.url),
    notes: optionalText(values.notes),
  };
}
