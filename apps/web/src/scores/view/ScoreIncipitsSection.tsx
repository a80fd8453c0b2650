import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { Box, Button, Divider, Typography } from '@mui/material';
import { paeDocument } from '@partitura/domain';
import { Fragment } from 'react';
import { useTranslation } from '../../core/i18n/useTranslation';
import { Link } from 'react-router';
import { LazyIncipitNotation } from '../../incipits/index';
import type { ScoreRecord } from '../score-documents';
import { clefLabel, keySignatureLabel } from '../score-model';
import { useScoreSlots } from '../score-slots';
import { ViewSection } from '../../core/components/ViewSection';

type Incipit = ScoreRecord['incipits'][number];

/** The music incipits, drawn as notation when they come into view, with what describes them. */
export function ScoreIncipitsSection({ incipits }: { incipits: Incipit[] }) {
  const { t } = useTranslation();
  if (incipits.length === 0) return null;
  return (
    <ViewSection title={t('scores.tab_incipits')} count={incipits.length}>
      {incipits.map((incipit, index) => (
        <Fragment key={incipit.id}>
          {index > 0 && <Divider sx={{ my: 2 }} />}
          <IncipitItem incipit={incipit} index={index} />
        </Fragment>
      ))}
    </ViewSection>
  );
}

function IncipitItem({ incipit, index }: { incipit: Incipit; index: number }) {
  const { t, language } = useTranslation();
  const { similarMelodyPath } = useScoreSlots();
  const name = incipit.numbering
    ? t('scores.incipit_numbered', { numbering: incipit.numbering })
    : t('scores.incipit_unnumbered', { position: index + 1 });
  const heading = [name, incipit.part, incipit.tempo].filter(Boolean).join(' · ');
  const facts = [
    incipit.clef && `${t('scores.clef')}: ${clefLabel(incipit.clef, language)}`,
    incipit.key_signature &&
      `${t('scores.key_signature')}: ${keySignatureLabel(incipit.key_signature, language)}`,
    incipit.time_signature && `${t('scores.time_signature')}: ${incipit.time_signature}`,
    incipit.basso_continuo && t('scores.basso_continuo'),
  ].filter(Boolean);
  return (
    <Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500, mb: 1 }}>
        {heading}
      </Typography>
      <Box sx={{ mb: 1, maxWidth: 720 }}>
        <LazyIncipitNotation document={paeDocument(incipit)} label={name} />
      </Box>
      {incipit.pae.trim() && similarMelodyPath && (
        <Button
          component={Link}
          to={similarMelodyPath(incipit)}
          size="small"
          startIcon={<ManageSearchIcon />}
          aria-label={t('scores.find_similar_of', { incipit: name })}
          sx={{ mb: 1 }}
        >
          {t('scores.find_similar')}
        </Button>
      )}
      {incipit.text && <Typography sx={{ fontStyle: 'italic', mb: 1 }}>{incipit.text}</Typography>}
      <Typography variant="body2" color="text.secondary">
        {facts.join(' · ')}
      </Typography>
      {incipit.notes && (
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
          {incipit.notes}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('scores.pae')}:{' '}
        <Box component="code" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {incipit.pae}
        </Box>
      </Typography>
    </Box>
  );
}
