import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { Box, IconButton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from '../core/i18n/useTranslation';

type Props = {
  /** The label of the image shown and its place among them ("fol. 2r", 2 of 5). */
  label: string;
  index: number;
  count: number;
  onStep: (step: -1 | 1) => void;
  onZoom: (direction: 'in' | 'out') => void;
  onHome: () => void;
  fullPage: boolean;
  onFullPage: () => void;
  /** False until an image is shown: zooming has nothing to act on. */
  ready: boolean;
};

/** One button of the bar: an icon named for assistive technology, the name as its tooltip too. */
function ToolButton({
  label,
  onClick,
  disabled,
  pressed,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  children: ReactNode;
}) {
  return (
    <IconButton
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onClick={onClick}
      disabled={disabled}
      size="medium"
    >
      {children}
    </IconButton>
  );
}

/**
 * The viewer's own controls (OpenSeadragon's image buttons are not used): previous and next with
 * the image's label and place, zoom, the whole image and the full page.
 */
export function ViewerToolbar({
  label,
  index,
  count,
  onStep,
  onZoom,
  onHome,
  fullPage,
  onFullPage,
  ready,
}: Props) {
  const { t } = useTranslation();
  const several = count > 1;
  return (
    <Box
      role="toolbar"
      aria-label={t('iiif_viewer.toolbar')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1,
        rowGap: 0.5,
        px: 0.5,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', minWidth: 0, flex: '1 1 12rem' }}>
        {several && (
          <ToolButton
            label={t('iiif_viewer.previous')}
            onClick={() => onStep(-1)}
            disabled={index <= 0}
          >
            <ChevronLeftIcon />
          </ToolButton>
        )}
        <Typography
          component="p"
          variant="body2"
          aria-live="polite"
          sx={{ minWidth: 0, px: 0.5, overflowWrap: 'anywhere' }}
        >
          <Box component="span" sx={{ fontWeight: 500 }}>
            {label}
          </Box>
          {several && (
            <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
              {' · '}
              {t('iiif_viewer.position', { index: index + 1, count })}
            </Box>
          )}
        </Typography>
        {several && (
          <ToolButton
            label={t('iiif_viewer.next')}
            onClick={() => onStep(1)}
            disabled={index >= count - 1}
          >
            <ChevronRightIcon />
          </ToolButton>
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', ml: 'auto' }}>
        <ToolButton
          label={t('iiif_viewer.zoom_out')}
          onClick={() => onZoom('out')}
          disabled={!ready}
        >
          <ZoomOutIcon />
        </ToolButton>
        <ToolButton label={t('iiif_viewer.zoom_in')} onClick={() => onZoom('in')} disabled={!ready}>
          <ZoomInIcon />
        </ToolButton>
        <ToolButton label={t('iiif_viewer.home')} onClick={onHome} disabled={!ready}>
          <HomeOutlinedIcon />
        </ToolButton>
        <ToolButton label={t('iiif_viewer.full_page')} onClick={onFullPage} pressed={fullPage}>
          {fullPage ? <FullscreenExitIcon /> : <FullscreenIcon />}
        </ToolButton>
      </Box>
    </Box>
  );
}
