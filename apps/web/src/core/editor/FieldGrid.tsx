import { Box } from '@mui/material';
import type { ResponsiveStyleValue } from '@mui/system';
import type { ReactNode } from 'react';

/**
 * An editor's fields in a grid (gap 2): one column when `columns` is absent, else its
 * grid-template-columns by breakpoint (`{ xs: '1fr', sm: '1fr 1fr' }`).
 */
export function FieldGrid({
  columns,
  children,
}: {
  columns?: ResponsiveStyleValue<string>;
  children: ReactNode;
}) {
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: columns }}>{children}</Box>;
}
