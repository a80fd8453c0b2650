import { Box, Link as MuiLink, List, ListItem, ListItemText } from '@mui/material';
import { Link } from 'react-router';
import { useTranslation } from '../../core/i18n/useTranslation';
import type { ScoreRecord } from '../score-documents';
import { publicationLabel } from '../score-format';
import { ViewSection } from '../../core/components/ViewSection';
import { publicationPath } from '../../publications/index';

type Reference = ScoreRecord['publications'][number];

/** Where the literature mentions the score: publication and number (page, item). */
export function ScoreLiteratureSection({ publications }: { publications: Reference[] }) {
  const { t } = useTranslation();
  if (publications.length === 0) return null;
  return (
    <ViewSection title={t('scores.literature')} count={publications.length}>
      <List disablePadding>
        {publications.map((reference) => (
          <ListItem key={reference.id} disableGutters>
            <ListItemText
              primary={
                <>
                  <MuiLink component={Link} to={publicationPath(reference.publication.id)}>
                    {publicationLabel(reference.publication)}
                  </MuiLink>
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {', '}
                    {reference.number}
                  </Box>
                </>
              }
              secondary={reference.notes}
              slotProps={{
                primary: { variant: 'body1' },
                secondary: { sx: { whiteSpace: 'pre-line' } },
              }}
            />
          </ListItem>
        ))}
      </List>
    </ViewSection>
  );
}
