import { useQuery } from '@apollo/client/react';
import { Box, Button } from '@mui/material';
import { personDisplayName } from '@partitura/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DeleteRecordButton } from '../app/editor/DeleteRecordButton';
import { MessagePage } from '../app/components/MessagePage';
import { PageLoading } from '../app/components/PageLoading';
import { RecordHeader } from '../app/components/RecordHeader';
import { GetPersonQuery } from './person-documents';
import { PERSON_COLOR, PersonIcon } from './person-model';
import { PersonEditor } from './PersonEditor';
import { useDeletePerson } from './useDeletePerson';

/** /people/create and /people/{id}/edit. */
export function PersonEditPage() {
  const { id } = useParams();
  return id ? <ExistingPersonEditor id={id} /> : <NewPersonEditor />;
}

function NewPersonEditor() {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 960 }}>
      <RecordHeader
        color={PERSON_COLOR}
        icon={<PersonIcon />}
        kind={t('entity.person')}
        title={t('people.create_title')}
      />
      <PersonEditor />
    </Box>
  );
}

function ExistingPersonEditor({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(GetPersonQuery, { variables: { id } });
  const remove = useDeletePerson(id);

  if (loading) return <PageLoading />;
  if (error) {
    return (
      <MessagePage
        title={t('people.load_failed_title')}
        action={
          <Button variant="outlined" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('people.load_failed')}
      </MessagePage>
    );
  }
  const person = data?.getPerson;
  if (!person) {
    return <MessagePage title={t('people.not_found_title')}>{t('people.not_found')}</MessagePage>;
  }

  return (
    <Box sx={{ maxWidth: 960 }}>
      <RecordHeader
        color={PERSON_COLOR}
        icon={<PersonIcon />}
        kind={t('entity.person')}
        title={t('people.edit_title', { name: personDisplayName(person) || t('people.unnamed') })}
        actions={
          <DeleteRecordButton
            remove={remove}
            title={t('people.delete_title')}
            prompt={t('people.delete_prompt')}
            afterPath="/"
            deletedNotice="people.deleted"
          />
        }
      />
      {/* A reloaded version starts a fresh form with the stored values. */}
      <PersonEditor key={person.version} person={person} onReload={() => void refetch()} />
    </Box>
  );
}
