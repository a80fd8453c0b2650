import AddIcon from '@mui/icons-material/Add';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button } from '@mui/material';
import type { SearchKind } from '@partitura/domain';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../core/i18n/useTranslation';

/** What a contributor can create from each tab: the tab's own kind (entries live in catalogs). */
const CREATE_PATHS: Record<SearchKind, string> = {
  score: '/scores/create',
  person: '/people/create',
  catalog: '/catalogs/create',
  entry: '/catalogs/create',
  collection: '/collections/create',
  publication: '/publications/create',
  place: '/places/create',
};

// The "All" tab's menu of kinds loads when it is first opened.
const CreateMenu = lazy(() => import('./CreateMenu').then((m) => ({ default: m.CreateMenu })));

/**
 * The search screen's action: on a kind's tab, a new record of that kind (a new catalog on the
 * entries tab: entries are made on a catalog's pages); on "All", a menu of every kind.
 */
export function CreateAction({ kind }: { kind: SearchKind | null }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (kind)
    return (
      <Button component={Link} to={CREATE_PATHS[kind]} variant="contained" startIcon={<AddIcon />}>
        {t(`search.create_${kind === 'entry' ? 'catalog' : kind}`)}
      </Button>
    );
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'search-create-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('search.create')}
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <CreateMenu
            id="search-create-menu"
            anchor={anchor}
            paths={CREATE_PATHS}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
