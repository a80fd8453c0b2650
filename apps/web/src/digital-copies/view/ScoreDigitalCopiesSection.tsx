import { useQuery } from '../../core/graphql';
import { Box, Link as MuiLink, TextField } from '@mui/material';
import { isBlank } from '@partitura/domain';
import { useTranslation } from '../../core/i18n/useTranslation';
import { Link, useSearchParams } from 'react-router';
import { LoadFailedAlert } from '../../core/components/LoadFailedAlert';
import { ViewSection } from '../../core/components/ViewSection';
import { GetScoreDigitalCopiesQuery } from './digital-copy-view-documents';
import { digitalCopyPath } from './digital-copy-view-model';
import { DigitalCopyViewer } from './DigitalCopyViewer';

/**
 * The score's digital copies (when it has any): one in the image viewer — the one whose image
 * the address names (`?image=`), else the one chosen (`?copy=`), else the first — a choice
 * between them when there are several, and a link to each copy's own page.
 */
export function ScoreDigitalCopiesSection({ scoreId }: { scoreId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { data, error, refetch } = useQuery(GetScoreDigitalCopiesQuery, {
    variables: { id: scoreId },
  });

  if (error) {
    return (
      <ViewSection title={t('digital_copy_view.section_title')}>
        <LoadFailedAlert
          text={t('digital_copy_view.copies_load_failed')}
          retry={() => void refetch()}
        />
      </ViewSection>
    );
  }
  const score = data?.getScore;
  const copies = score?.has_digital_copy ? score.digital_copies : [];
  if (copies.length === 0) return null;

  const image = params.get('image');
  const selected =
    copies.find((copy) => copy.files.some((file) => file.id === image)) ??
    copies.find((copy) => copy.id === params.get('copy')) ??
    copies[0];
  const nameOf = (copy: (typeof copies)[number]) =>
    isBlank(copy.name)
      ? t('digital_copy_view.copy_number', { number: copies.indexOf(copy) + 1 })
      : copy.name!;
  const choose = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('copy', id);
        next.delete('image');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <ViewSection title={t('digital_copy_view.section_title')} count={copies.length}>
      {copies.length > 1 && (
        <TextField
          select
          label={t('digital_copy_view.choose_copy')}
          value={selected.id}
          onChange={(event) => choose(event.target.value)}
          size="small"
          sx={{ mb: 2, minWidth: 240, maxWidth: '100%' }}
          slotProps={{ select: { native: true } }}
        >
          {copies.map((copy) => (
            <option key={copy.id} value={copy.id}>
              {nameOf(copy)}
            </option>
          ))}
        </TextField>
      )}
      <DigitalCopyViewer key={selected.id} copy={selected} />
      <Box component="ul" sx={{ m: 0, mt: 2, pl: 0, listStyle: 'none' }}>
        {copies.map((copy) => (
          <li key={copy.id}>
            <MuiLink component={Link} to={digitalCopyPath(copy.id)}>
              {t('digital_copy_view.open_copy', { name: nameOf(copy) })}
            </MuiLink>
          </li>
        ))}
      </Box>
    </ViewSection>
  );
}
