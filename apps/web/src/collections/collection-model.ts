import LibraryMusicOutlinedIcon from '@mui/icons-material/LibraryMusicOutlined';
import { MODEL_COLORS } from '@partitura/domain';

/** How a collection shows itself on record screens: its model colour (spec §9) and icon. */
export const COLLECTION_COLOR = MODEL_COLORS.collection;
export const CollectionIcon = LibraryMusicOutlinedIcon;

export function collectionPath(id: string): string {
  return `/collections/${encodeURIComponent(id)}`;
}
