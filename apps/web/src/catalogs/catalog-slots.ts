import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { EntryHighlight } from './PageEntriesTable';

/** A catalog page beside its photograph: the page, and its entries as the view draws them. */
export type PagePhotoProps = {
  page: {
    id: string;
    entries: readonly {
      id: string;
      number?: string | null;
      signature?: string | null;
      composer?: string | null;
    }[];
  };
  /** The page's entries; `highlight` marks the entry whose region was chosen on the photograph. */
  children: (highlight: EntryHighlight | null) => ReactNode;
};

/**
 * What a catalog's view shows of the features above catalogs, without importing them: the root
 * fills these slots (root/screens/CatalogView.tsx); an empty one shows nothing.
 */
export type CatalogSlots = {
  /** Beside the view's own actions (digital-copies: "Add digital copy"). */
  Actions?: ComponentType<{ catalogId: string }>;
  /** A page's entries with its photograph (digital-copies: the copy that shows the page). */
  PagePhoto?: ComponentType<PagePhotoProps>;
};

export const CatalogSlotsContext = createContext<CatalogSlots>({});

export function useCatalogSlots(): CatalogSlots {
  return useContext(CatalogSlotsContext);
}
