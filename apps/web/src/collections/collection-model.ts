import LibraryMusicOutlinedIcon from '@mui/icons-material/LibraryMusicOutlined';
import { MODEL_COLORS } from '@partitura/domain';
import type { RecordKind } from '../core/components/RecordHeader';

/** How a collection shows itself on record screens: model colour (spec §9), icon and name. */
export const COLLECTION_KIND: RecordKind = {
  color: MODEL_COLORS.collection,
  Icon: LibraryMusicOutlinedIcon,
  label: 'entity.collection',
};

export function collectionPath(id: string): string {
  return `/collections/${encodeURIComponent(id)}`;
}

/** The search screen's score search, narrowed to one collection. */
export function collectionScoreSearchPath(id: string): string {
  return `/search/scores?${new URLSearchParams({ collection: id }).toString()}`;
}
