import { useQuery } from '../../core/graphql';
import { useMemo } from 'react';
import { GetDigitalCopyRegionsQuery } from './digital-copy-view-documents';
import { regionsByImage } from './digital-copy-view-model';

const NONE = [] as const;

/**
 * The regions of a digital copy's images that link to records, by image id, as loaded (none
 * until then, or when they cannot be loaded: the images are shown all the same). `refetch`
 * loads them again after a region has been linked or deleted.
 */
export function useCopyRegions(copyId: string | null) {
  const { data, refetch } = useQuery(GetDigitalCopyRegionsQuery, {
    variables: { id: copyId ?? '' },
    skip: !copyId,
  });
  const annotations = data?.getIiifAnnotationsForDigitalCopy ?? NONE;
  const regions = useMemo(() => regionsByImage(annotations), [annotations]);
  return { annotations, regions, refetch: () => void refetch() };
}
