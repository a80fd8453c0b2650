import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { imageIndex } from './viewer-model';

/**
 * The image a viewer shows, kept in the address as `?image=<digital copy image id>` (the other
 * query parameters stay), so a link opens that image. Changing it replaces the history entry:
 * paging through images does not fill the back button.
 */
export function useImageParam(images: readonly { id: string }[]) {
  const [params, setParams] = useSearchParams();
  const index = imageIndex(images, params.get('image'));
  const select = useCallback(
    (next: number) => {
      const id = images[next]?.id;
      if (!id) return;
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('image', id);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [images, setParams],
  );
  return { index, select };
}
