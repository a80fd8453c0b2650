import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { useQuery } from '../../../core/graphql';
import { Box, Button, Link as MuiLink, Typography } from '@mui/material';
import { useMemo, useState, type MouseEvent } from 'react';
import { useTranslation } from '../../../core/i18n/useTranslation';
import { Link } from 'react-router';
import { LoadFailedAlert } from '../../../core/components/LoadFailedAlert';
import { ResultSnackbar, useActionOutcome } from '../../../core/components/ResultSnackbar';
import { useSession } from '../../../core/session/session-context';
import { GetPagePhotoQuery } from '../digital-copy-view-documents';
import { digitalCopyPath, viewerImages } from '../digital-copy-view-model';
import { useCopyRegions } from '../useCopyRegions';
import { IiifViewer, type ImageRect, type ViewerRegion } from '../../../iiif-viewer/index';
import type { EntryHighlight, PagePhotoProps } from '../../../catalogs/index';
import { LinkRegionDialog } from './LinkRegionDialog';
import { PageRegionList } from './PageRegionList';

/**
 * A catalog page with its photograph (when a digital copy of the catalog shows it) beside its
 * entries — two columns on wide screens, one above the other on narrow ones. The regions linked
 * to records are outlined on the photograph: one of this page's entries marks its row, any other
 * opens its record. Contributors draw regions and link them to an entry or a score ("Link a
 * region"), and delete them.
 */
export function PageWithPhoto({ page, children }: PagePhotoProps) {
  const { t, language } = useTranslation();
  const { isContributor } = useSession();
  const { data, error, refetch } = useQuery(GetPagePhotoQuery, { variables: { id: page.id } });
  const [highlight, setHighlight] = useState<EntryHighlight | null>(null);
  const [drawing, setDrawing] = useState(false);
  const [drawn, setDrawn] = useState<{ rect: ImageRect; serial: number } | null>(null);
  const { shown, show, clear } = useActionOutcome();

  const photo = data?.getPage?.digital_copy_file ?? null;
  const {
    annotations,
    regions,
    refetch: refetchRegions,
  } = useCopyRegions(photo?.digital_copy.id ?? null);
  const images = useMemo(
    () => (photo ? viewerImages([photo], language, regions) : []),
    [photo, language, regions],
  );

  // Which region shows which of this page's entries.
  const entryOfRegion = useMemo(() => {
    const onPage = new Map<string, string>();
    for (const annotation of annotations) {
      if (annotation.entry?.page.id === page.id) onPage.set(annotation.id, annotation.entry.id);
    }
    return onPage;
  }, [annotations, page.id]);

  if (error && !data) {
    return (
      <>
        <LoadFailedAlert
          text={t('digital_copy_view.photo_load_failed')}
          retry={() => void refetch()}
          sx={{ mb: 2 }}
        />
        {children(null)}
      </>
    );
  }
  if (!photo || images.length === 0) return <>{children(null)}</>;

  const onRegionClick = (region: ViewerRegion, event: MouseEvent<HTMLAnchorElement>) => {
    const entryId = entryOfRegion.get(region.id);
    if (!entryId) return;
    event.preventDefault();
    setHighlight((previous) => ({ entryId, serial: (previous?.serial ?? 0) + 1 }));
  };

  const stopDrawing = () => {
    setDrawing(false);
    setDrawn(null);
  };

  const copy = photo.digital_copy;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
        gap: 3,
        alignItems: 'start',
      }}
    >
      <Box component="section" aria-label={t('digital_copy_view.page_photo')} sx={{ minWidth: 0 }}>
        {isContributor && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
            {drawing ? (
              <Button
                variant="outlined"
                size="small"
                startIcon={<CloseIcon />}
                onClick={stopDrawing}
              >
                {t('digital_copy_view.stop_drawing')}
              </Button>
            ) : (
              <Button
                variant="outlined"
                size="small"
                startIcon={<AddIcon />}
                onClick={() => setDrawing(true)}
              >
                {t('digital_copy_view.link_region')}
              </Button>
            )}
          </Box>
        )}
        <IiifViewer
          images={images}
          index={0}
          onIndexChange={() => undefined}
          name={copy.name ?? undefined}
          height={560}
          drawing={drawing}
          onDraw={(rect) => setDrawn((previous) => ({ rect, serial: (previous?.serial ?? 0) + 1 }))}
          pendingRegion={drawn?.rect ?? null}
          onRegionClick={onRegionClick}
          manifestUrl={copy.manifest_url}
          manifestHeading="h4"
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('digital_copy_view.photo_from')}{' '}
          <MuiLink
            component={Link}
            to={`${digitalCopyPath(copy.id)}?image=${encodeURIComponent(photo.id)}`}
          >
            {copy.name || t('entity.digital_copy')}
          </MuiLink>
        </Typography>
        {isContributor && (
          <PageRegionList
            regions={images[0].regions}
            onDeleted={() => {
              show({ success: true, message: t('digital_copy_view.region_deleted') });
              refetchRegions();
            }}
          />
        )}
        {isContributor && (
          <LinkRegionDialog
            key={drawn?.serial ?? 0}
            rect={drawn?.rect ?? null}
            photoId={photo.id}
            entries={page.entries}
            onSaved={() => {
              stopDrawing();
              show({ success: true, message: t('digital_copy_view.region_saved') });
              refetchRegions();
            }}
            onCancel={() => setDrawn(null)}
          />
        )}
        <ResultSnackbar shown={shown} onClose={clear} />
      </Box>
      <Box sx={{ minWidth: 0 }}>{children(highlight)}</Box>
    </Box>
  );
}
