import { Box } from '@mui/material';
import { personDisplayName } from '@partitura/domain';
import { useTranslation } from '../core/i18n/useTranslation';
import { useParams } from 'react-router';
import { useRecordQuery } from '../core/components/RecordPage';
import { RecordHeader } from '../core/components/RecordHeader';
import { GetPersonQuery } from './person-documents';
import { PERSON_KIND } from './person-model';
import { PersonEditor } from './PersonEditor';
import { DeletePersonButton } from './DeletePersonButton';

/** /people/create and /people/{id}/edit. */
export function PersonEditPage() {
  const { id } = useParams();
  return id ? <ExistingPersonEditor id={id} /> : <NewPersonEditor />;
}

function NewPersonEditor() {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 960 }}>
      <RecordHeader kind={PERSON_KIND} title={t('people.create_title')} />
      <PersonEditor />
    </Box>
  );
}

function ExistingPersonEditor({ id }: { id: string }) {
  const { t } = useTranslation();
  const {
    record: person,
    refetch,
    placeholder,
  } = useRecordQuery(GetPersonQuery, { id }, (data) => data.getPerson, 'people');

  if (!person) return placeholder;

  return (
    <Box sx={{ maxWidth: 960 }}>
      <RecordHeader
        kind={PERSON_KIND}
        title={t('people.edit_title', { name: personDisplayName(person) || t('people.unnamed') })}
        actions={<DeletePersonButton id={person.id} />}
      />
      {/* A reloaded version starts a fresh form with the stored values. */}
      <PersonEditor key={person.version} person={person} onReload={refetch} />
    </Box>
  );
}
