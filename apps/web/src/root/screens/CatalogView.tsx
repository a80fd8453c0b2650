import { CatalogViewPage } from '../../catalogs/CatalogViewPage';
import { CatalogSlotsContext, type CatalogSlots } from '../../catalogs/catalog-slots';
import { AddDigitalCopyButton } from '../../digital-copies/AddDigitalCopyButton';
import { PageWithPhoto } from '../../digital-copies/view/photo/PageWithPhoto';

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
