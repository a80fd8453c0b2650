import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useMutation } from '../../../core/graphql';
import { Box, IconButton, Link as MuiLink, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from '../../../core/i18n/useTranslation';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../core/components/ConfirmDialog';
import { failureMessage } from '../../../core/graphql/failure-message';
import { DeleteIiifRegionMutation } from '../digital-copy-view-documents';
import type { ViewerRegion } from '../../../iiif-viewer/index';

type Props = {
  regions: readonly ViewerRegion[];
  /** A region has been deleted (the photograph is loaded again). */
  onDeleted: () => void;
};

/** The regions of a page's photograph for contributors: each record it links to, and delete. */
export function PageRegionList({ regions, onDeleted }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const [asked, setAsked] = useState<ViewerRegion | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [remove, { loading: busy }] = useMutation(DeleteIiifRegionMutation);

  const confirm = async () => {
    if (!asked) return;
    setFailure(null);
    try {
      const { data } = await remove({ variables: { id: asked.id } });
      if (data?.deleteIiifRegion.success) {
        setAsked(null);
        onDeleted();
        return;
      }
      setFailure(data?.deleteIiifRegion.message || t('digital_copy_view.region_delete_failed'));
    } catch (error) {
      setFailure(failureMessage(error, t));
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h4">
        {t('digital_copy_view.regions_heading')}
      </Typography>
      {regions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('digital_copy_view.no_regions')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {regions.map((region) => (
            <Box
              component="li"
              key={region.id}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
            >
              <MuiLink
                component={Link}
                to={region.to}
                variant="body2"
                sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
              >
                {region.label}
              </MuiLink>
              <IconButton
                size="small"
                aria-label={t('digital_copy_view.delete_region', { label: region.label })}
                title={t('digital_copy_view.delete_region', { label: region.label })}
                onClick={() => {
                  setFailure(null);
                  setAsked(region);
                }}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={asked !== null}
        title={t('digital_copy_view.delete_region_title')}
        question={t('digital_copy_view.delete_region_prompt', { label: asked?.label ?? '' })}
        confirmLabel={t('common.delete')}
        busy={busy}
        error={failure}
        onConfirm={() => void confirm()}
        onCancel={() => setAsked(null)}
      />
    </Box>
  );
}
