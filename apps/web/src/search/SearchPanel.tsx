import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Typography,
  type SxProps,
  type Theme,
} from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../core/i18n/useTranslation';

type Props = {
  heading: ReactNode;
  /** Open at first (when its search is in use). */
  expanded: boolean;
  onSubmit: (event: FormEvent) => void;
  /** The form's name, when its fields alone do not say what it is for. */
  formLabel?: string;
  formSx?: SxProps<Theme>;
  submitLabel: string;
  submitDisabled?: boolean;
  /** Empties the fields and searches without them. */
  onClear: () => void;
  children: ReactNode;
};

/** A part of the search that folds away (advanced fields, melody): its form, search and clear. */
export function SearchPanel(props: Props) {
  const { t } = useTranslation();
  return (
    <Accordion
      defaultExpanded={props.expanded}
      disableGutters
      variant="outlined"
      // Level 2 like the results' heading: both sit right under the screen's title.
      slotProps={{ heading: { component: 'h2' } }}
      sx={{ mb: 2 }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography>{props.heading}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Box
          component="form"
          onSubmit={props.onSubmit}
          aria-label={props.formLabel}
          sx={props.formSx}
        >
          {props.children}
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Button type="submit" variant="contained" disabled={props.submitDisabled}>
              {props.submitLabel}
            </Button>
            <Button onClick={props.onClear}>{t('search.advanced_clear')}</Button>
          </Box>
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
