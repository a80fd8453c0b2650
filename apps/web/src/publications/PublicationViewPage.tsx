import { Box } from '@mui/material';
import { useTranslation } from '../core/i18n/useTranslation';
import { useParams } from 'react-router';
import { NoticeAlert } from '../core/components/NoticeAlert';
import { useRecordQuery } from '../core/components/RecordPage';
import { RecordHeader } from '../core/components/RecordHeader';
import { Detail, DetailList, ViewSection } from '../core/components/ViewSection';
import { RecordViewActions } from '../core/components/RecordViewActions';
import { AuthorityIdsDetail } from '../core/authority/AuthorityIdsDetail';
import { GetPublicationQuery } from './publication-documents';
import { PUBLICATION_KIND, publicationName, publicationPath } from './publication-model';
import { usePublicationSlots } from './publication-slots';
import { DeletePublicationButton } from './DeletePublicationButton';

/**
 * /publications/{id}: the publication's fields, with edit, delete and permalink actions, then the
 * scores it lists and the attributions it documents, each paged (the pages in the address), as
 * its slots show them (publication-slots.ts).
 */
export function PublicationViewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { Scores, Attributions } = usePublicationSlots();
  const { record: publication, placeholder } = useRecordQuery(
    GetPublicationQuery,
    { id },
    (data) => data.getPublication,
    'publications',
  );

  if (!publication) return placeholder;

  const title = publicationName(publication);
  return (
    <Box sx={{ maxWidth: 960 }}>
      <NoticeAlert />
      <RecordHeader
        kind={PUBLICATION_KIND}
        title={title}
        subtitle={publication.short_title ? publication.title : undefined}
        actions={
          <RecordViewActions
            path={publicationPath(publication.id)}
            deleteButton={<DeletePublicationButton id={publication.id} />}
            cite={{
              kind: 'publication',
              id: publication.id,
              title: publication.title || title,
              publisher: publication.publisher,
              publisherPlace: publication.publication_place,
              date: publication.publication_date,
            }}
          />
        }
      />
      <ViewSection title={t('publications.section_basic')}>
        <DetailList labelWidth={180}>
          <Detail label={t('publications.short_title')}>{publication.short_title}</Detail>
          <Detail label={t('publications.title')}>{publication.title}</Detail>
          <Detail label={t('publications.extent')}>{publication.extent}</Detail>
          <Detail label={t('publications.publisher')}>{publication.publisher}</Detail>
          <Detail label={t('publications.publication_place')}>
            {publication.publication_place}
          </Detail>
          <Detail label={t('publications.publication_date')}>{publication.publication_date}</Detail>
          <Detail label={t('publications.notes')}>{publication.notes}</Detail>
          <Detail label={t('authority.title')}>
            {publication.authority_ids.length > 0 && (
              <AuthorityIdsDetail ids={publication.authority_ids} kind="publications" />
            )}
          </Detail>
        </DetailList>
      </ViewSection>
      {Scores && <Scores publicationId={publication.id} />}
      {Attributions && <Attributions publicationId={publication.id} />}
    </Box>
  );
}
