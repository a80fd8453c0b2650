import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { MODEL_COLORS } from '@partitura/domain';
import type { RecordKind } from '../core/components/RecordHeader';

/*
 * What the copy editor (digital-copy-model.ts) and the copy's view (view/digital-copy-view-model.ts)
 * both say of a digital copy, in a module of its own: each model's other imports stay out of the
 * other's chunk.
 */

/** How a digital copy shows itself on record screens: model colour (spec §9), icon and name. */
export const DIGITAL_COPY_KIND: RecordKind = {
  color: MODEL_COLORS.digital_copy,
  Icon: PhotoLibraryOutlinedIcon,
  label: 'entity.digital_copy',
};

/** A digital copy's view (spec §2). */
export function digitalCopyPath(id: string): string {
  return `/digital-copies/${encodeURIComponent(id)}`;
}
