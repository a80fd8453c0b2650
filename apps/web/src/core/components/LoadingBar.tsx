import type { SxProps, Theme } from '@mui/material';
import { darken, keyframes, lighten, styled } from '@mui/material/styles';

// Material's indeterminate LinearProgress, its two bars chasing each other, in its own few lines:
// the shell and the home screen show it, and the component with its other variants (determinate,
// buffer, query, every colour) would weigh on every first load.
const lead = keyframes`
  0% { left: -35%; right: 100%; }
  60% { left: 100%; right: -90%; }
  100% { left: 100%; right: -90%; }
`;
const follow = keyframes`
  0% { left: -200%; right: 100%; }
  60% { left: 107%; right: -8%; }
  100% { left: 107%; right: -8%; }
`;

const Track = styled('span')(({ theme }) => {
  const { primary, mode } = theme.palette;
  return {
    position: 'relative',
    overflow: 'hidden',
    display: 'block',
    height: 4,
    zIndex: 0,
    '@media print': { colorAdjust: 'exact' },
    backgroundColor: mode === 'light' ? lighten(primary.main, 0.62) : darken(primary.main, 0.5),
    '& > span': {
      position: 'absolute',
      left: 0,
      bottom: 0,
      top: 0,
      transition: 'transform 0.2s linear',
      transformOrigin: 'left',
      backgroundColor: primary.main,
    },
    '& > span:first-of-type': {
      animation: `${lead} 2.1s cubic-bezier(0.65, 0.815, 0.735, 0.395) infinite`,
    },
    '& > span:last-of-type': {
      animation: `${follow} 2.1s cubic-bezier(0.165, 0.84, 0.44, 1) 1.15s infinite`,
    },
  };
});

/**
 * A progress bar for something on its way whose share is unknown, named by `aria-label`
 * ("Loading…"). Looks and moves as Material's `<LinearProgress />`; a known share (an upload)
 * takes that one.
 */
export function LoadingBar(props: { 'aria-label'?: string; sx?: SxProps<Theme> }) {
  return (
    <Track role="progressbar" {...props}>
      <span />
      <span />
    </Track>
  );
}
