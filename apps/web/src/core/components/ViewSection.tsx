import { Box, Paper, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';

type SectionProps = {
  title: string;
  /**
   * The number of items, shown after the title when there is more than one: "Parts (3)",
   * "Scores (1,234)" (grouped as the interface language writes numbers).
   */
  count?: number;
  /** A short note beside the title, e.g. "3 attributions". */
  aside?: ReactNode;
  children: ReactNode;
};

/** One titled part of a record view: a region named by its heading. */
export function ViewSection({ title, count, aside, children }: SectionProps) {
  const { language } = useTranslation();
  const headingId = useId();
  const heading = (
    <Typography id={headingId} variant="h6" component="h2" sx={aside ? undefined : { mb: 2 }}>
      {title}
      {/* The space is text, so that the heading is read "Parts (3)", not "Parts(3)". */}
      {count !== undefined && count > 1 && (
        <>
          {' '}
          <Typography component="span" color="text.secondary">
            ({new Intl.NumberFormat(language).format(count)})
          </Typography>
        </>
      )}
    </Typography>
  );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
    >
      {aside ? (
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 2, flexWrap: 'wrap' }}>
          {heading}
          <Typography color="text.secondary">{aside}</Typography>
        </Box>
      ) : (
        heading
      )}
      {children}
    </Paper>
  );
}

type ListProps = {
  children: ReactNode;
  /** The width of the label column in pixels (on wider screens). */
  labelWidth?: number;
  /** Closer rows and a narrower label column, for the details of one item among several. */
  dense?: boolean;
};

/** A description list of label/value pairs in two columns (one on narrow screens). */
export function DetailList({ children, labelWidth, dense }: ListProps) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: `${labelWidth ?? (dense ? 140 : 180)}px 1fr` },
        rowGap: dense ? 0.75 : 1.25,
        columnGap: 3,
      }}
    >
      {children}
    </Box>
  );
}

/** One label/value pair; nothing at all when the value is empty, so readers see only facts. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '' || children === false) {
    return null;
  }
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Typography>
    </>
  );
}
