import type { ComponentType } from 'react';
import { useController } from 'react-hook-form';
import type {
  PickCollectionsQuery as CollectionsData,
  PickGenresQuery as GenresData,
  PickPeopleQuery as PeopleData,
  PickPlacesQuery as PlacesData,
  PickPublicationsQuery as PublicationsData,
  PickScoresQuery as ScoresData,
} from '../../gql/graphql';
import {
  PickCollectionsQuery,
  PickGenresQuery,
  PickPeopleQuery,
  PickPlacesQuery,
  PickPublicationsQuery,
  PickScoresQuery,
} from './reference-documents';
import {
  ReferencePicker,
  type Picked,
  type PickerProps,
  type PickerSearch,
} from './ReferencePicker';

/*
 * The reference pickers of the catalogue editors. Each value keeps the id (sent as `{ id }`) and
 * what its label needs, so a loaded record shows its references without another request.
 */

export type PickedPerson = Picked & { name: string; dates?: string | null };
export type PickedPublication = Picked & { short_title?: string | null; title?: string | null };
export type PickedPlace = Picked & { name: string };
/** A genre: a known one by id, or a new one by name (created when the score is saved). */
export type PickedGenre = Picked & { name: string };
export type PickedCollection = Picked & { name: string; prefix?: string | null };
export type PickedScore = Picked & { short_title: string; short_title_prefix?: string | null };

const bySearch = (search: string) => ({ search: search || null });

const people: PickerSearch<PickedPerson, PeopleData> = {
  query: PickPeopleQuery,
  variables: bySearch,
  options: (data) => data.people.data,
  optionLabel: (person) => person.name,
  optionDetail: (person) => person.dates,
};

const publications: PickerSearch<PickedPublication, PublicationsData> = {
  query: PickPublicationsQuery,
  variables: bySearch,
  options: (data) => data.publications,
  optionLabel: (publication) => publication.short_title || publication.title || '',
  optionDetail: (publication) => (publication.short_title ? publication.title : null),
};

const places: PickerSearch<PickedPlace, PlacesData> = {
  query: PickPlacesQuery,
  variables: bySearch,
  options: (data) => data.places,
  optionLabel: (place) => place.name,
};

const genres: PickerSearch<PickedGenre, GenresData> = {
  query: PickGenresQuery,
  variables: bySearch,
  options: (data) => data.genres,
  optionLabel: (genre) => genre.name,
  createOption: (name) => ({ id: null, name }),
};

const collections: PickerSearch<PickedCollection, CollectionsData> = {
  query: PickCollectionsQuery,
  variables: bySearch,
  options: (data) => data.collections.data,
  optionLabel: (collection) => collection.name,
  optionDetail: (collection) => collection.prefix,
};

const scores: PickerSearch<PickedScore, ScoresData> = {
  query: PickScoresQuery,
  variables: bySearch,
  options: (data) => data.scores.data,
  optionLabel: (score) => [score.short_title_prefix, score.short_title].filter(Boolean).join(' · '),
};

export const PersonPicker = (props: PickerProps<PickedPerson>) => (
  <ReferencePicker search={people} {...props} />
);
export const PublicationPicker = (props: PickerProps<PickedPublication>) => (
  <ReferencePicker search={publications} {...props} />
);
export const PlacePicker = (props: PickerProps<PickedPlace>) => (
  <ReferencePicker search={places} {...props} />
);
/** Genres by name, with "Create “…”" for a genre not there yet. */
export const GenrePicker = (props: PickerProps<PickedGenre>) => (
  <ReferencePicker search={genres} {...props} />
);
export const CollectionPicker = (props: PickerProps<PickedCollection>) => (
  <ReferencePicker search={collections} {...props} />
);
export const ScorePicker = (props: PickerProps<PickedScore>) => (
  <ReferencePicker search={scores} {...props} />
);

type FormReferenceProps<T extends Picked> = Omit<
  PickerProps<T>,
  'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  /** The reference's path in the editor's form, e.g. `attributions.0.person`. */
  name: string;
  Picker: ComponentType<PickerProps<T>>;
};

/**
 * A picker bound to the editor's form by `name`, its error shown under it:
 * `<FormReference name={`attributions.${i}.person`} Picker={PersonPicker} label={…} />`.
 */
export function FormReference<T extends Picked>({ name, Picker, ...props }: FormReferenceProps<T>) {
  const { field, fieldState } = useController({ name });
  return (
    <Picker
      {...props}
      value={(field.value as T | null) ?? null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error?.message}
    />
  );
}
