import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import { MODEL_COLORS } from '@partitura/domain';
import type { RecordKind } from '../core/components/RecordHeader';

/** How a publication shows itself on record screens: model colour, icon and name. */
export const PUBLICATION_KIND: RecordKind = {
  color: MODEL_COLORS.publication,
  Icon: MenuBookOutlinedIcon,
  label: 'entity.publication',
};

export function publicationPath(id: string): string {
  return `/publications/${encodeURIComponent(id)}`;
}

/** How a publication is named: its short title (the citation key), else its title. */
export function publicationName(publication: {
  short_title?: string | null;
  title?: string | null;
}): string {
  return publication.short_title || publication.title || '';
}
