import { Typography } from '@mui/material';
import { useMemo, type ElementType } from 'react';
import { useTranslation } from '../../core/i18n/useTranslation';
import type { ViewerCopyFieldsFragment } from '../../gql/graphql';
import { IiifViewer, useImageParam } from '../../iiif-viewer/index';
import { viewerImages } from './digital-copy-view-model';
import { useCopyRegions } from './useCopyRegions';

type Props = {
  copy: ViewerCopyFieldsFragment;
  /** The element of the "Open in another IIIF viewer" heading (its level on the screen). */
  manifestHeading?: ElementType;
};

/**
 * A digital copy in the image viewer: its images in order with their regions, the image shown
 * in the address (`?image=`), and its manifest for other IIIF viewers.
 */
export function DigitalCopyViewer({ copy, manifestHeading }: Props) {
  const { t, language } = useTranslation();
  const { regions } = useCopyRegions(copy.id);
  const images = useMemo(
    () => viewerImages(copy.files, language, regions),
    [copy.files, language, regions],
  );
  const { index, select } = useImageParam(images);

  if (images.length === 0) {
    return <Typography color="text.secondary">{t('digital_copy_view.no_images')}</Typography>;
  }
  return (
    <IiifViewer
      images={images}
      index={index}
      onIndexChange={select}
      name={copy.name ?? undefined}
      manifestUrl={copy.manifest_url}
      manifestHeading={manifestHeading}
    />
  );
}
