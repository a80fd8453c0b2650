import { Box } from '@mui/material';
import { useTranslation } from '../core/i18n/useTranslation';
import { useParams } from 'react-router';
import { useRecordQuery } from '../core/components/RecordPage';
import { RecordHeader } from '../core/components/RecordHeader';
import { GetPublicationQuery } from './publication-documents';
import { PUBLICATION_KIND, publicationName } from './publication-model';
import { PublicationEditor } from './PublicationEditor';
import { DeletePublicationButton } from './DeletePublicationButton';

const NEW_PUBLICATION = { id: null, version: null };

/** /publications/create and /publications/{id}/edit. */
export function PublicationEditPage() {
  const { id } = useParams();
  return id ? <ExistingPublicationEditor id={id} /> : <NewPublicationEditor />;
}

function NewPublicationEditor() {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 880 }}>
      <RecordHeader kind={PUBLICATION_KIND} title={t('publications.create_title')} />
      <PublicationEditor publication={NEW_PUBLICATION} />
    </Box>
  );
}

function ExistingPublicationEditor({ id }: { id: string }) {
  const { t } = useTranslation();
  const {
    record: publication,
    refetch,
    placeholder,
  } = useRecordQuery(GetPublicationQuery, { id }, (data) => data.getPublication, 'publications');

  if (!publication) return placeholder;

  return (
    <Box sx={{ maxWidth: 880 }}>
      <RecordHeader
        kind={PUBLICATION_KIND}
        title={t('publications.edit_title', { name: publicationName(publication) })}
        actions={<DeletePublicationButton id={publication.id} />}
      />
      {/* A reloaded version starts a fresh form with the stored values. */}
      <PublicationEditor key={publication.version} publication={publication} onReload={refetch} />
    </Box>
  );
}
