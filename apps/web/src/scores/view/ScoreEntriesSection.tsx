import { Link as MuiLink, List, ListItem, ListItemText } from '@mui/material';
import { entryTitle } from '@partitura/domain';
import { useTranslation } from '../../core/i18n/useTranslation';
import { Link } from 'react-router';
import type { ScoreEntryFragment } from '../../gql/graphql';
import { entryPath } from '../score-model';
import { ViewSection } from '../../core/components/ViewSection';

/** The historical catalog entries that record this score, each opening its catalog page. */
export function ScoreEntriesSection({ entries }: { entries: ScoreEntryFragment[] }) {
  const { t, language } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <ViewSection title={t('scores.entries')} count={entries.length}>
      <List disablePadding>
        {entries.map((entry) => (
          <ListItem key={entry.id} disableGutters>
            <ListItemText
              primary={
                <MuiLink component={Link} to={entryPath(entry)}>
                  {entryTitle(entry, language)}
                </MuiLink>
              }
              secondary={entry.genre}
            />
          </ListItem>
        ))}
      </List>
    </ViewSection>
  );
}
