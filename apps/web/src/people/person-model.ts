import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import { MODEL_COLORS } from '@partitura/domain';
import type { RecordKind } from '../core/components/RecordHeader';

/** How a person shows itself on record screens: model colour (spec §9), icon and name. */
export const PERSON_KIND: RecordKind = {
  color: MODEL_COLORS.person,
  Icon: PersonOutlineIcon,
  label: 'entity.person',
};

export function personPath(id: string): string {
  return `/people/${encodeURIComponent(id)}`;
}
