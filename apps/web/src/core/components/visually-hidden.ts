import type { SxProps, Theme } from '@mui/material';

/**
 * Hides text from the eye but not from screen readers (e.g. the heading of an actions column).
 * Its parent should be positioned, or the text may widen a scrolling page.
 */
export const visuallyHidden: SxProps<Theme> = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  width: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
};
