import { Box, ButtonBase, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../core/i18n/useTranslation';
import { thumbnailUrl, type ViewerImage } from './viewer-model';

type Props = {
  images: ViewerImage[];
  index: number;
  onSelect: (index: number) => void;
};

/**
 * The images as a strip of thumbnails below the viewer, the one shown marked (aria-current). The
 * strip scrolls sideways within itself (never the page); the current thumbnail is kept in view,
 * and when the focus is in the strip it follows the current image (the arrow keys move it).
 */
export function ThumbnailStrip({ images, index, onSelect }: Props) {
  const { t } = useTranslation();
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const strip = list.current;
    const button = strip?.querySelectorAll<HTMLElement>('[data-thumbnail]')[index];
    if (!strip || !button) return;
    // Scrolls the strip alone: scrollIntoView could scroll the page to a strip out of sight.
    // The list is positioned, so a thumbnail's offset is measured from it.
    const left = button.offsetLeft;
    if (left < strip.scrollLeft) strip.scrollLeft = left - 8;
    else if (left + button.offsetWidth > strip.scrollLeft + strip.clientWidth) {
      strip.scrollLeft = left + button.offsetWidth - strip.clientWidth + 8;
    }
    if (strip.contains(document.activeElement) && document.activeElement !== button) {
      button.focus({ preventScroll: true });
    }
  }, [index]);

  return (
    <Box
      component="ol"
      ref={list}
      aria-label={t('iiif_viewer.thumbnails')}
      sx={{
        display: 'flex',
        gap: 1,
        m: 0,
        px: 1,
        py: 1,
        listStyle: 'none',
        overflowX: 'auto',
        maxWidth: '100%',
        position: 'relative',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {images.map((image, i) => {
        const current = i === index;
        return (
          <Box component="li" key={image.id} sx={{ flex: '0 0 auto' }}>
            <ButtonBase
              data-thumbnail=""
              aria-current={current ? 'true' : undefined}
              onClick={() => onSelect(i)}
              focusRipple
              sx={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                width: 108,
                p: 0.5,
                border: 2,
                borderRadius: 1,
                borderColor: current ? 'primary.main' : 'transparent',
                bgcolor: current ? 'action.selected' : undefined,
                '&:hover': { bgcolor: 'action.hover' },
                '&.Mui-focusVisible': {
                  outline: 2,
                  outlineColor: 'primary.main',
                  outlineOffset: 1,
                },
              }}
            >
              <Box
                component="img"
                src={thumbnailUrl(image.service)}
                alt={image.label}
                loading="lazy"
                width={96}
                height={96}
                sx={{ display: 'block', objectFit: 'contain', width: 96, height: 96 }}
              />
              <Typography
                variant="caption"
                aria-hidden="true"
                noWrap
                sx={{ maxWidth: 96, mt: 0.25, fontWeight: current ? 600 : 400 }}
              >
                {image.label}
              </Typography>
            </ButtonBase>
          </Box>
        );
      })}
    </Box>
  );
}
