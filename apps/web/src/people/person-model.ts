import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import { MODEL_COLORS } from '@partitura/domain';

/** How a person shows itself on record screens: its model colour (spec §9) and icon. */
export const PERSON_COLOR = MODEL_COLORS.person;
export const PersonIcon = PersonOutlineIcon;

export function personPath(id: string): string {
  return `/people/${encodeURIComponent(id)}`;
}
