import { Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The one level-1 heading of a screen. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Typography
      variant="h4"
      component="h1"
      sx={{ mb: 3, fontWeight: 400, overflowWrap: 'anywhere' }}
    >
      {children}
    </Typography>
  );
}
