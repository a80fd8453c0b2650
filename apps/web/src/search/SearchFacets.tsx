import { Box, Button, Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { SEARCH_FACET_VALUES, SEARCH_FACET_VALUES_MORE } from '@partitura/domain';
import { useId } from 'react';
import { useTranslation } from '../core/i18n/useTranslation';
import type { SearchQuery as SearchQueryType } from '../gql/graphql';
import { useFacetLabel } from './facet-label';

type Facet = SearchQueryType['search']['facets'][number];

/**
 * The facets of the current result: each value with its count, a checkbox to narrow or widen;
 * a group with more values than shown offers them ("Show more"), one group at a time.
 */
export function SearchFacets({
  facets,
  isSelected,
  onToggle,
  expanded,
  onToggleMore,
}: {
  facets: Facet[];
  /** Whether the search asks for this value now (the URL's state, ahead of the answer). */
  isSelected: (group: string, value: string) => boolean;
  onToggle: (group: string, value: string) => void;
  /** The group shown with its longer list of values, or null. */
  expanded: string | null;
  onToggleMore: (group: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const shown = facets.filter((facet) => facet.values.length > 0);
  if (shown.length === 0) return null;
  return (
    <Box component="section" aria-label={t('search.facets_heading')}>
      {shown.map((facet) => (
        <FacetGroup
          key={facet.group}
          facet={facet}
          listId={`${id}-${facet.group}`}
          isSelected={isSelected}
          onToggle={onToggle}
          expanded={expanded === facet.group}
          onToggleMore={() => onToggleMore(facet.group)}
        />
      ))}
    </Box>
  );
}

function FacetGroup({
  facet,
  listId,
  isSelected,
  onToggle,
  expanded,
  onToggleMore,
}: {
  facet: Facet;
  listId: string;
  isSelected: (group: string, value: string) => boolean;
  onToggle: (group: string, value: string) => void;
  expanded: boolean;
  onToggleMore: () => void;
}) {
  const { t, language } = useTranslation();
  const labelOf = useFacetLabel();
  const number = new Intl.NumberFormat(language);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {t(`search.facet_${facet.group}`)}
      </Typography>
      <FormGroup
        id={listId}
        // A long list (up to 100) scrolls within itself, so that "Show fewer" and the groups
        // after it stay near; it shows more values than the short list does.
        sx={
          expanded
            ? { maxHeight: 'min(40rem, 60vh)', overflowY: 'auto', flexWrap: 'nowrap' }
            : undefined
        }
      >
        {facet.values.map((value) => (
          <FormControlLabel
            key={value.value}
            sx={{ alignItems: 'flex-start', mr: 0, '& .MuiFormControlLabel-label': { pt: 1 } }}
            control={
              <Checkbox
                size="small"
                checked={isSelected(facet.group, value.value)}
                onChange={() => onToggle(facet.group, value.value)}
              />
            }
            label={
              <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
                {labelOf(facet.group, value.value, value.label)}{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  ({facet.exact ? '' : '≈'}
                  {number.format(value.count)})
                </Typography>
              </Typography>
            }
          />
        ))}
      </FormGroup>
      {expanded && facet.more && facet.values.length >= SEARCH_FACET_VALUES_MORE && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {t('search.facet_more_limit', { count: SEARCH_FACET_VALUES_MORE })}
        </Typography>
      )}
      {/* Whenever the group has more than the usual few, whatever the URL says yet (the answer
          may come before the address's state does): the button stays, and keeps the focus. */}
      {(facet.more || facet.values.length > SEARCH_FACET_VALUES) && (
        <Button
          size="small"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={onToggleMore}
          sx={{ mt: 0.5 }}
        >
          {t(expanded ? 'search.facet_show_fewer' : 'search.facet_show_more')}
        </Button>
      )}
    </Box>
  );
}
