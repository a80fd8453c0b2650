import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { MODEL_COLORS } from '@partitura/domain';
import type { RecordKind } from '../core/components/RecordHeader';

/** How a place shows itself on record screens: model colour, icon and name. */
export const PLACE_KIND: RecordKind = {
  color: MODEL_COLORS.place,
  Icon: PlaceOutlinedIcon,
  label: 'entity.place',
};

export function placePath(id: string): string {
  return `/places/${encodeURIComponent(id)}`;
}
