import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  TextField,
  Typography,
} from '@mui/material';
import { SEARCH_FIELDS, TEXT_LIMITS, type SearchField } from '@partitura/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../core/i18n/useTranslation';

type Fields = Partial<Record<SearchField, string>>;

/** Advanced search of scores: words that must occur in one field (composer, title, …). */
export function AdvancedFields({
  fields,
  onApply,
}: {
  fields: Fields;
  onApply: (fields: Fields) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Fields>(fields);
  const active = Object.keys(fields).length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(
      Object.fromEntries(
        Object.entries(values).filter(([, value]) => value && value.trim() !== ''),
      ) as Fields,
    );
  };

  return (
    <Accordion
      defaultExpanded={active > 0}
      disableGutters
      variant="outlined"
      // Level 2 like the results' heading: both sit right under the screen's title.
      slotProps={{ heading: { component: 'h2' } }}
      sx={{ mb: 2 }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography>
          {t('search.advanced_heading')}
          {active > 0 && ` (${active})`}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Box
          component="form"
          onSubmit={submit}
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
          }}
        >
          {SEARCH_FIELDS.map((field) => (
            <TextField
              key={field}
              size="small"
              label={t(`search.field_${field}`)}
              value={values[field] ?? ''}
              onChange={(event) => setValues({ ...values, [field]: event.target.value })}
              slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.search } }}
            />
          ))}
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Button type="submit" variant="contained">
              {t('search.advanced_apply')}
            </Button>
            <Button
              onClick={() => {
                setValues({});
                onApply({});
              }}
            >
              {t('search.advanced_clear')}
            </Button>
          </Box>
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
