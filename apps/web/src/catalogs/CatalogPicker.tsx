import type { Picked, PickerProps, PickerSearch } from '../core/editor/ReferencePicker';
import { ReferencePicker } from '../core/editor/ReferencePicker';
import type { CatalogsQuery as CatalogsData } from '../gql/graphql';
import { CatalogsQuery } from './catalog-documents';

/** A catalog as a picker holds it: its name, with its collection (the subtitle) as detail. */
export type PickedCatalog = Picked & { name: string; subtitle?: string | null };

const catalogs: PickerSearch<PickedCatalog, CatalogsData> = {
  query: CatalogsQuery,
  variables: (search) => ({ search: search || null }),
  options: (data) => data.catalogs.data,
  optionLabel: (catalog) => catalog.name,
  optionDetail: (catalog) => catalog.subtitle,
};

/** The page editor's catalog picker (the kit's reference picker over `catalogs(search)`). */
export const CatalogPicker = (props: PickerProps<PickedCatalog>) => (
  <ReferencePicker search={catalogs} {...props} />
);
