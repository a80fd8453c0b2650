import { Box, TableCell } from '@mui/material';
import { visuallyHidden } from './visually-hidden';

/**
 * The head of a table's column of row actions (a menu, an edit button): its name is for screen
 * readers only, the buttons say the rest.
 */
export function ActionsHeaderCell({ label, width }: { label: string; width?: number }) {
  return (
    <TableCell align="right" sx={{ width, position: 'relative' }}>
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
    </TableCell>
  );
}
