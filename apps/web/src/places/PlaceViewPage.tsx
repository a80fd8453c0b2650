import { Box } from '@mui/material';
import { useTranslation } from '../core/i18n/useTranslation';
import { useParams } from 'react-router';
import { NoticeAlert } from '../core/components/NoticeAlert';
import { useRecordQuery } from '../core/components/RecordPage';
import { RecordHeader } from '../core/components/RecordHeader';
import { Detail, DetailList, ViewSection } from '../core/components/ViewSection';
import { RecordViewActions } from '../core/components/RecordViewActions';
import { AuthorityIdsDetail } from '../core/authority/AuthorityIdsDetail';
import { GetPlaceQuery } from './place-documents';
import { PLACE_KIND, placePath } from './place-model';
import { usePlaceSlots } from './place-slots';
import { DeletePlaceButton } from './DeletePlaceButton';

/**
 * /places/{id}: the place's name, with edit, delete and permalink actions, then the attributions
 * that name it, paged (the page in the address), as its slot shows them (place-slots.ts).
 */
export function PlaceViewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { Attributions } = usePlaceSlots();
  const { record: place, placeholder } = useRecordQuery(
    GetPlaceQuery,
    { id },
    (data) => data.getPlace,
    'places',
  );

  if (!place) return placeholder;

  return (
    <Box sx={{ maxWidth: 960 }}>
      <NoticeAlert />
      <RecordHeader
        kind={PLACE_KIND}
        title={place.name}
        actions={
          <RecordViewActions
            path={placePath(place.id)}
            deleteButton={<DeletePlaceButton id={place.id} />}
            cite={{ kind: 'place', id: place.id, title: place.name }}
          />
        }
      />
      <ViewSection title={t('places.section_basic')}>
        <DetailList labelWidth={160}>
          <Detail label={t('places.name')}>{place.name}</Detail>
          <Detail label={t('authority.title')}>
            {place.authority_ids.length > 0 && (
              <AuthorityIdsDetail ids={place.authority_ids} kind="places" />
            )}
          </Detail>
        </DetailList>
      </ViewSection>
      {Attributions && <Attributions placeId={place.id} />}
    </Box>
  );
}
