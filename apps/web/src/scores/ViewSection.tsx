import { Box, Paper, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

type SectionProps = { title: string; count?: number; children: ReactNode };

/** One titled part of a record view (a region named by its heading). */
export function ViewSection({ title, count, children }: SectionProps) {
  const headingId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
        {count !== undefined && count > 1 && (
          <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
            ({count})
          </Typography>
        )}
      </Typography>
      {children}
    </Paper>
  );
}

/** A description list of label/value pairs in two columns (one on narrow screens). */
export function DetailList({ children, dense }: { children: ReactNode; dense?: boolean }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: dense ? '140px 1fr' : '180px 1fr' },
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
