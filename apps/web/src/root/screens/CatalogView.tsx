import { CatalogSlotsContext, CatalogViewPage, type CatalogSlots } from '../../catalogs/index';
import { AddDigitalCopyButton, PageWithPhoto } from '../../digital-copies/index';

/** What a catalog's view shows of the features above catalogs. */
const slots: CatalogSlots = {
  Actions: ({ catalogId }) => <AddDigitalCopyButton type="catalog" id={catalogId} />,
  PagePhoto: PageWithPhoto,
};

/** /catalogs/{id}: the catalog's view, its slots filled by digital-copies. */
export function CatalogView() {
  return (
    <CatalogSlotsContext value={slots}>
      <CatalogViewPage />
    </CatalogSlotsContext>
  );
}
