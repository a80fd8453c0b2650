import CloseIcon from '@mui/icons-material/Close';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useQuery } from '../core/graphql';
import {
  Alert,
  Badge,
  Box,
  Button,
  Chip,
  IconButton,
  Stack,
  Tab,
  Tabs,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  PAGING_MAX_OFFSET,
  SEARCH_KINDS,
  highlightWords,
  parseSearchQuery,
  searchWords,
  type SearchKind,
} from '@partitura/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../core/i18n/useTranslation';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { LazyDrawer } from '../core/components/LazyDrawer';
import { ListPagination } from '../core/components/ListPagination';
import { LoadFailedAlert } from '../core/components/LoadFailedAlert';
import { NoticeAlert } from '../core/components/NoticeAlert';
import { PageTitle } from '../core/components/PageTitle';
import { SearchField } from '../core/components/SearchField';
import { useSearchText } from '../core/components/useSearchText';
import { failureMessage } from '../core/graphql/failure-message';
import { useSession } from '../core/session/session-context';
import { useFacetLabel } from './facet-label';
import { SearchHits } from './SearchHits';
import { SearchQuery } from './search-documents';
import {
  isQuery,
  kindOfType,
  readSearchState,
  searchUrl,
  searchVariables,
  toggleFacetMore,
  toggleFilter,
  type SearchState,
} from './search-state';
import { LoadingBar } from '../core/components/LoadingBar';

const PAGE_SIZE = 20;

// The melody and field searches belong to the scores tab: they load when it is first opened, not
// with the home screen (the first load of `/`, ARCHITECTURE.md "Delivery").
const MelodySearch = lazy(() =>
  import('./MelodySearch').then((m) => ({ default: m.MelodySearch })),
);
// The facets show with a result: they load with the first search, not with the home screen.
const SearchFacets = lazy(() =>
  import('./SearchFacets').then((m) => ({ default: m.SearchFacets })),
);
// The sort shows with a query: it loads with the first one.
const SearchSort = lazy(() => import('./SearchSort').then((m) => ({ default: m.SearchSort })));
const SearchExport = lazy(() =>
  import('./export/SearchExport').then((m) => ({ default: m.SearchExport })),
);
// Only contributors create: the action loads for them, not with everyone's first load of `/`.
const CreateAction = lazy(() =>
  import('./CreateAction').then((m) => ({ default: m.CreateAction })),
);
const AdvancedFields = lazy(() =>
  import('./AdvancedFields').then((m) => ({ default: m.AdvancedFields })),
);

/**
 * The home screen (/, /search, /search/{type}): one search over every kind of record, with a
 * tab per kind, facets, paging and sorting, all of it in the URL. Without a query it shows how
 * many records of each kind there are and the most recently changed ones.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const { type } = useParams();
  const kind = kindOfType(type);
  if (kind === undefined)
    return (
      <Alert
        severity="warning"
        action={
          <Button component={Link} to="/search">
            {t('search.all')}
          </Button>
        }
      >
        {t('search.unknown_type')}
      </Alert>
    );
  return <Search kind={kind} />;
}

function Search({ kind }: { kind: SearchKind | null }) {
  const { t, language } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { isContributor } = useSession();
  const { text, search, setText } = useSearchText(['page']);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const state = readSearchState(kind, params);
  const current: SearchState = { ...state, q: search };
  const browsing = !isQuery(current);
  const go = (next: SearchState) => void navigate(searchUrl({ ...next, q: text }));
  const labelOf = useFacetLabel();
  const number = new Intl.NumberFormat(language);

  const { data, previousData, loading, error, refetch } = useQuery(SearchQuery, {
    variables: {
      ...searchVariables(current),
      first: PAGE_SIZE,
      page: state.page,
    },
  });
  const result = (data ?? previousData)?.search;
  // What is shown answers an earlier text (or other variables) while the new answer is on its
  // way, or the text was changed and is not asked yet: it is marked as being updated, and only
  // the words the box still holds are highlighted ("Al" is not, once "Albrechtsberger" is typed).
  // (A failed request is not "updating": its alert says so and offers to try again.)
  const updating = Boolean(result) && !error && (!data || text.trim() !== search);
  const heldWords = new Set(
    highlightWords([
      ...parseSearchQuery(text),
      ...Object.values(state.fields).map((value) => ({
        words: searchWords(value ?? ''),
        phrase: false,
        exclude: false,
      })),
    ]),
  );
  // A word the answer read off the end of one the box holds (the shelfmark of "CH-E215", its
  // siglum read apart) is held too.
  const shownWords = result
    ? result.words.filter(
        (word) => heldWords.has(word) || [...heldWords].some((held) => held.endsWith(word)),
      )
    : [];
  const total = result?.paginatorInfo.total ?? 0;
  // The tabs' counts answer the text shown: while an answer is on its way they are left out.
  const counts = result && !updating ? result : null;
  const allCount = result?.kinds.reduce((sum, entry) => sum + entry.count, 0) ?? 0;
  const allExact = result?.kinds.every((entry) => entry.exact) ?? true;
  const countText = (count: number, exact: boolean) =>
    exact ? number.format(count) : t('search.about', { count: number.format(count) });

  const facets = result && (
    <Suspense fallback={<LoadingBar aria-label={t('common.loading')} />}>
      <SearchFacets
        facets={result.facets}
        isSelected={(group, value) =>
          state.filters.some((filter) => filter.group === group && filter.value === value)
        }
        onToggle={(group, value) => go(toggleFilter(state, group, value))}
        expanded={state.facetMore}
        // The longer list replaces the shorter in the history: Back leaves the search, not the list.
        onToggleMore={(group) =>
          void navigate(searchUrl({ ...toggleFacetMore(state, group), q: text }), { replace: true })
        }
      />
    </Suspense>
  );

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <NoticeAlert />
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <PageTitle>{t('search.title')}</PageTitle>
        {isContributor && (
          <Suspense fallback={null}>
            <CreateAction kind={kind} />
          </Suspense>
        )}
      </Box>
      <SearchField
        label={t('search.field_label')}
        placeholder={t('search.field_placeholder')}
        value={text}
        onChange={setText}
      />
      <Tabs
        value={kind ?? 'all'}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('search.kinds_label')}
        slotProps={{ list: { 'aria-busy': updating } }}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        <Tab
          value="all"
          component={Link}
          to={searchUrl({
            ...state,
            kind: null,
            filters: [],
            page: 1,
            facetMore: null,
            q: text,
          })}
          label={counts ? `${t('search.all')} (${countText(allCount, allExact)})` : t('search.all')}
        />
        {SEARCH_KINDS.map((entry) => {
          const counted = counts?.kinds.find((one) => one.kind === entry);
          return (
            <Tab
              key={entry}
              value={entry}
              component={Link}
              to={searchUrl({
                ...state,
                kind: entry,
                filters: [],
                page: 1,
                facetMore: null,
                q: text,
              })}
              label={
                counted
                  ? `${t(`search.tab_${entry}`)} (${countText(counted.count, counted.exact)})`
                  : t(`search.tab_${entry}`)
              }
            />
          );
        })}
      </Tabs>
      {kind === 'score' && (
        <Suspense fallback={<LoadingBar aria-label={t('common.loading')} sx={{ mb: 2 }} />}>
          <MelodySearch
            key={state.melody ? `${state.melody.pae}|${state.melody.mode}` : 'none'}
            melody={state.melody}
            onApply={(melody) => go({ ...state, melody, page: 1 })}
          />
          <AdvancedFields
            fields={state.fields}
            onApply={(fields) => go({ ...state, fields, page: 1 })}
          />
        </Suspense>
      )}
      {state.filters.length > 0 && (
        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}
          aria-label={t('search.active_filters')}
        >
          {state.filters.map(({ group, value }) => {
            const facetValue = result?.facets
              .find((facet) => facet.group === group)
              ?.values.find((entry) => entry.value === value);
            return (
              <Chip
                key={`${group}:${value}`}
                label={`${t(`search.facet_${group}`)}: ${labelOf(group, value, facetValue?.label ?? value)}`}
                onDelete={() => go(toggleFilter(state, group, value))}
                deleteIcon={<CloseIcon aria-label={t('search.remove_filter')} />}
              />
            );
          })}
        </Stack>
      )}
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
        {wide && result && result.facets.some((facet) => facet.values.length > 0) && (
          <Box sx={{ width: 260, flexShrink: 0 }}>{facets}</Box>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
            <Typography role="status" color="text.secondary" sx={{ flex: 1, minWidth: 180 }}>
              {result &&
                (updating
                  ? t('search.updating')
                  : browsing
                    ? t('search.recent_heading')
                    : total === 0
                      ? t('search.no_hits')
                      : t('search.hits_count', {
                          count: total,
                          total: countText(total, result.total_exact),
                        }))}
            </Typography>
            {!wide && result && result.facets.some((facet) => facet.values.length > 0) && (
              <Button
                variant="outlined"
                startIcon={
                  <Badge color="primary" badgeContent={state.filters.length}>
                    <FilterListIcon />
                  </Badge>
                }
                onClick={() => setFiltersOpen(true)}
              >
                {t('search.filters_button')}
              </Button>
            )}
            {!browsing && (
              <Suspense fallback={null}>
                <SearchSort
                  kind={kind}
                  sort={state.sort}
                  onChange={(sort) => go({ ...state, sort, page: 1 })}
                />
              </Suspense>
            )}
            {!browsing && result && total > 0 && (
              <Suspense fallback={null}>
                <SearchExport state={current} />
              </Suspense>
            )}
          </Box>
          {(loading || updating) && <LoadingBar aria-label={t('common.loading')} sx={{ mb: 1 }} />}
          {error && (
            <LoadFailedAlert text={failureMessage(error, t)} retry={() => void refetch()} />
          )}
          {result?.suggestion && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('search.did_you_mean')}{' '}
              <Link
                to={searchUrl({ ...state, q: result.suggestion, page: 1 })}
                onClick={() => setText(result.suggestion ?? '')}
              >
                {result.suggestion}
              </Link>
              ?
            </Alert>
          )}
          {result && result.hits.length > 0 && (
            <>
              <SearchHits hits={result.hits} words={shownWords} updating={updating} />
              {!browsing && (
                <ListPagination
                  total={Math.min(total, PAGING_MAX_OFFSET + PAGE_SIZE)}
                  page={state.page}
                  pageSize={PAGE_SIZE}
                  onPage={(page) => go({ ...state, page })}
                />
              )}
            </>
          )}
        </Box>
      </Box>
      {!wide && (
        <LazyDrawer
          anchor="bottom"
          open={filtersOpen}
          onClose={() => setFiltersOpen(false)}
          slotProps={{ paper: { sx: { maxHeight: '80vh', p: 2 } } }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
            <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
              {t('search.facets_heading')}
            </Typography>
            <IconButton aria-label={t('common.close')} onClick={() => setFiltersOpen(false)}>
              <CloseIcon />
            </IconButton>
          </Box>
          {facets}
        </LazyDrawer>
      )}
    </Box>
  );
}
