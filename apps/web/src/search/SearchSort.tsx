import { FormControl, InputLabel, NativeSelect, OutlinedInput } from '@mui/material';
import { SEARCH_SORTS, type SearchKind } from '@partitura/domain';
import { useTranslation } from '../core/i18n/useTranslation';
import type { SearchState } from './search-state';

type Props = {
  kind: SearchKind | null;
  sort: SearchState['sort'];
  onChange: (sort: SearchState['sort']) => void;
};

/**
 * The order of a search's hits. A native select: the platform's own control, and no menu code.
 * It shows only with a query, so it loads with the first one, not with the home screen.
 */
export function SearchSort({ kind, sort, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <FormControl size="small" sx={{ minWidth: 180 }}>
      <InputLabel variant="outlined" htmlFor="search-sort">
        {t('search.sort_label')}
      </InputLabel>
      <NativeSelect
        id="search-sort"
        input={<OutlinedInput label={t('search.sort_label')} />}
        value={kind === null && (sort === 'shelfmark' || sort === 'composer') ? 'title' : sort}
        onChange={(event) => onChange(event.target.value as SearchState['sort'])}
      >
        {SEARCH_SORTS.filter(
          (entry) => kind !== null || (entry !== 'shelfmark' && entry !== 'composer'),
        ).map((entry) => (
          <option key={entry} value={entry}>
            {t(`search.sort_${entry}`)}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
