import { Menu, MenuItem } from '@mui/material';
import type { SearchKind } from '@partitura/domain';
import { Link } from 'react-router';
import { useTranslation } from '../core/i18n/useTranslation';

/** The kinds the "All" tab offers to create, in the order of the menu's Create group. */
const CREATE_KINDS = [
  'collection',
  'score',
  'catalog',
  'person',
  'publication',
  'place',
] as const satisfies readonly SearchKind[];

/** The "All" tab's menu of the kinds of record a contributor can create. */
export function CreateMenu({
  id,
  anchor,
  paths,
  onClose,
}: {
  id: string;
  anchor: HTMLElement;
  paths: Record<SearchKind, string>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu id={id} anchorEl={anchor} open onClose={onClose}>
      {CREATE_KINDS.map((kind) => (
        <MenuItem key={kind} component={Link} to={paths[kind]}>
          {t(`search.create_${kind}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
