import { Box, Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SearchQuery as SearchQueryType } from '../gql/graphql';
import { partTypeLabel } from '../scores/score-model';

type Facet = SearchQueryType['search']['facets'][number];

/** How a facet value reads: part types and yes/no translated, everything else as the server names it. */
export function useFacetLabel() {
  const { t, i18n } = useTranslation();
  return (group: string, value: string, label: string) => {
    if (group === 'part') return partTypeLabel(value, i18n.language);
    if (group === 'digital' || group === 'cleric') return t(`search.facet_${group}_${value}`);
    return label;
  };
}

/** The facets of the current result: each value with its count, a checkbox to narrow or widen. */
export function SearchFacets({
  facets,
  isSelected,
  onToggle,
}: {
  facets: Facet[];
  /** Whether the search asks for this value now (the URL's state, ahead of the answer). */
  isSelected: (group: string, value: string) => boolean;
  onToggle: (group: string, value: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const labelOf = useFacetLabel();
  const number = new Intl.NumberFormat(i18n.language);
  const shown = facets.filter((facet) => facet.values.length > 0);
  if (shown.length === 0) return null;
  return (
    <Box component="section" aria-label={t('search.facets_heading')}>
      {shown.map((facet) => (
        <Box key={facet.group} component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
            {t(`search.facet_${facet.group}`)}
          </Typography>
          <FormGroup>
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
        </Box>
      ))}
    </Box>
  );
}
