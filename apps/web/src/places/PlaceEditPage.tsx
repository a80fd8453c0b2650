import { Box } from '@mui/material';
import { useTranslation } from '../core/i18n/useTranslation';
import { useParams } from 'react-router';
import { useRecordQuery } from '../core/components/RecordPage';
import { RecordHeader } from '../core/components/RecordHeader';
import { GetPlaceQuery } from './place-documents';
import { PLACE_KIND } from './place-model';
import { PlaceEditor } from './PlaceEditor';
import { DeletePlaceButton } from './DeletePlaceButton';

const NEW_PLACE = { id: null, name: '', authority_ids: [], version: null };

/** /places/create and /places/{id}/edit. */
export function PlaceEditPage() {
  const { id } = useParams();
  return id ? <ExistingPlaceEditor id={id} /> : <NewPlaceEditor />;
}

function NewPlaceEditor() {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 720 }}>
      <RecordHeader kind={PLACE_KIND} title={t('places.create_title')} />
      <PlaceEditor place={NEW_PLACE} />
    </Box>
  );
}

function ExistingPlaceEditor({ id }: { id: string }) {
  const { t } = useTranslation();
  const {
    record: place,
    refetch,
    placeholder,
  } = useRecordQuery(GetPlaceQuery, { id }, (data) => data.getPlace, 'places');

  if (!place) return placeholder;

  return (
    <Box sx={{ maxWidth: 720 }}>
      <RecordHeader
        kind={PLACE_KIND}
        title={t('places.edit_title', { name: place.name })}
        actions={<DeletePlaceButton id={place.id} />}
      />
      {/* A reloaded version starts a fresh form with the stored values. */}
      <PlaceEditor key={place.version} place={place} onReload={refetch} />
    </Box>
  );
}
