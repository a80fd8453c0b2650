import { newSource, SOURCE_SHAPE } from '@partitura/domain';
import { graphql } from '../../gql';
import {
  formValues,
  inputValues,
  type FormValues,
  type References,
  type StoredValues,
} from './record-form';

/** A source (of a person or a score) as the editor's form holds it (the domain's SOURCE_SHAPE). */
export type SourceFormValues = FormValues<typeof SOURCE_SHAPE, References>;

/** A stored source, or a new one with the domain's defaults (type "cit"), as form values. */
export const sourceFormValues = (
  source: StoredValues<typeof SOURCE_SHAPE, References> = newSource(),
): SourceFormValues => formValues(SOURCE_SHAPE, source);

/** A source's form values as a SourceInput (an empty type falls back to the default). */
export const sourceInput = (values: SourceFormValues) => inputValues(SOURCE_SHAPE, values);

/** A stored source as the person and score editors load it (`sources { ...SourceFields }`). */
export const SourceFieldsFragment = graphql(`
  fragment SourceFields on Source {
    id
    type
    citation
    description
    url
    notes
  }
`);
