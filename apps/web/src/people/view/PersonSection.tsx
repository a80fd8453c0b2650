import { Box, Paper, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

type SectionProps = { title: string; aside?: ReactNode; children: ReactNode };

/** One titled part of the person view: a region named by its heading. */
export function PersonSection({ title, aside, children }: SectionProps) {
  const headingId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        {aside && <Typography color="text.secondary">{aside}</Typography>}
      </Box>
      {children}
    </Paper>
  );
}

/** Label/value pairs in two columns (one on narrow screens). */
export function Facts({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
        rowGap: 1.25,
        columnGap: 3,
      }}
    >
      {children}
    </Box>
  );
}

/** One label/value pair; left out when there is no value, so readers see only facts. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
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
