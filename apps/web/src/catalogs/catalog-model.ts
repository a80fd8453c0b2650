import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import { MODEL_COLORS } from '@partitura/domain';
import type { RecordKind } from '../core/components/RecordHeader';

/** How catalogs and their pages show on record screens: model colour (spec §9), icon and name. */
export const CATALOG_KIND: RecordKind = {
  color: MODEL_COLORS.catalog,
  Icon: MenuBookOutlinedIcon,
  label: 'entity.catalog',
};
export const PAGE_KIND: RecordKind = {
  color: MODEL_COLORS.page,
  Icon: ArticleOutlinedIcon,
  label: 'entity.page',
};

export function catalogPath(id: string): string {
  return `/catalogs/${encodeURIComponent(id)}`;
}

/**
 * The path of one page of a catalog, which is also the path of its entries (spec §2: the catalog
 * path with `?tab=page&pageId=…`).
 */
export function catalogPagePath(catalogId: string, pageId: string): string {
  return `${catalogPath(catalogId)}?tab=page&pageId=${encodeURIComponent(pageId)}`;
}

export function pageEditPath(id: string): string {
  return `/pages/${encodeURIComponent(id)}/edit`;
}

/** Where a new page is created: in the catalog, after `previousPageId` (first when absent). */
export function pageCreatePath(catalogId: string, previousPageId?: string | null): string {
  const query = new URLSearchParams({ catalogId });
  if (previousPageId) query.set('previousPageId', previousPageId);
  return `/pages/create?${query.toString()}`;
}

/** The page a view shows: the one the URL names when it exists, else the first. */
export function selectedPageId(
  pages: readonly { id: string }[],
  requested: string | null,
): string | null {
  if (requested && pages.some((page) => page.id === requested)) return requested;
  return pages[0]?.id ?? null;
}
