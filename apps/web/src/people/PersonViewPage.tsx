import { Box, Chip, List, ListItem } from '@mui/material';
import { personDisplayName } from '@partitura/domain';
import { useTranslation } from '../core/i18n/useTranslation';
import { useParams } from 'react-router';
import { NoticeAlert } from '../core/components/NoticeAlert';
import { useRecordQuery } from '../core/components/RecordPage';
import { RecordHeader } from '../core/components/RecordHeader';
import { RecordViewActions } from '../core/components/RecordViewActions';
import { AuthorityIdsDetail } from '../core/authority/AuthorityIdsDetail';
import { GetPersonQuery } from './person-documents';
import { PERSON_KIND, personPath } from './person-model';
import { DeletePersonButton } from './DeletePersonButton';
import { Detail, DetailList, ViewSection } from '../core/components/ViewSection';
import { PersonScoresSection } from './view/PersonScoresSection';
import { SourcesSection, SyllabiSection, VowBookSection } from './view/PersonTextsSections';

/**
 * /people/{id}: every name variant, the person's facts, the scores attributed to the person with
 * their functions, the vow book entry, syllabi and sources; edit, delete and permalink.
 */
export function PersonViewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { record: person, placeholder } = useRecordQuery(
    GetPersonQuery,
    { id },
    (data) => data.getPerson,
    'people',
  );

  if (!person) return placeholder;

  return (
    <Box sx={{ maxWidth: 1040 }}>
      <NoticeAlert />
      <RecordHeader
        kind={PERSON_KIND}
        title={personDisplayName(person) || t('people.unnamed')}
        subtitle={[person.dates, person.profession].filter(Boolean).join(' · ') || undefined}
        actions={
          <RecordViewActions
            path={personPath(person.id)}
            deleteButton={<DeletePersonButton id={person.id} />}
            cite={{
              kind: 'person',
              id: person.id,
              title: personDisplayName(person) || t('people.unnamed'),
            }}
          />
        }
      />
      <ViewSection title={t('people.section_basic')}>
        <DetailList labelWidth={160}>
          <Detail label={t('people.dates')}>{person.dates}</Detail>
          <Detail label={t('people.cleric')}>
            {person.cleric ? t('people.yes') : t('people.no')}
          </Detail>
          <Detail label={t('people.first_mass')}>{person.first_mass}</Detail>
          <Detail label={t('people.profession')}>{person.profession}</Detail>
          <Detail label={t('people.notes')}>{person.notes}</Detail>
          <Detail label={t('authority.title')}>
            {person.authority_ids.length > 0 && (
              <AuthorityIdsDetail ids={person.authority_ids} kind="people" />
            )}
          </Detail>
        </DetailList>
      </ViewSection>
      <ViewSection title={t('people.section_names')}>
        <List dense disablePadding aria-label={t('people.section_names')}>
          {person.names.map((name) => (
            <ListItem key={name.id} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Box component="span" sx={{ fontWeight: name.primary ? 500 : undefined }}>
                {name.name}
              </Box>
              {name.primary && (
                <Chip
                  size="small"
                  label={t('people.primary')}
                  sx={{ bgcolor: PERSON_KIND.color, color: '#fff' }}
                />
              )}
            </ListItem>
          ))}
        </List>
      </ViewSection>
      <PersonScoresSection key={person.id} personId={person.id} />
      <VowBookSection entry={person.vow_book_entry} />
      <SyllabiSection syllabi={person.syllabi} />
      <SourcesSection sources={person.sources} />
    </Box>
  );
}
