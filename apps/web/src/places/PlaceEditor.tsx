import { Box } from '@mui/material';
import { useMutation } from '../core/graphql';
import { requiredText, validatePlace } from '@partitura/domain';
import { AuthorityIdsField } from '../core/authority/AuthorityIdsField';
import {
  authorityIdFieldErrors,
  authorityIdRows,
  authorityIdTexts,
  type AuthorityIdRow,
} from '../core/authority/authority-form';
import { useTranslation } from '../core/i18n/useTranslation';
import { FormTextField } from '../core/editor/FormTextField';
import { RecordEditor } from '../core/editor/RecordEditor';
import { useEditorForm } from '../core/editor/useEditorForm';
import { UpsertPlaceMutation } from './place-documents';
import { placePath } from './place-model';

export type PlaceFormValues = { name: string; authority_ids: AuthorityIdRow[] };

/** The record being edited: no id while it is new; `version` is sent back with the save. */
export type EditedPlace = {
  id: string | null;
  version: number | null;
  name: string;
  authority_ids: readonly string[];
};

/** The place's rule on the form's values (the identifiers' failures under their rows' fields). */
const validatePlaceForm = (values: PlaceFormValues) =>
  authorityIdFieldErrors(
    validatePlace({ ...values, authority_ids: authorityIdTexts(values.authority_ids) }),
  );

type Props = {
  place: EditedPlace;
  /** Loads the stored version again (offered after a conflict); absent for a new record. */
  onReload?: () => void;
};

/** A place's name, checked by the domain rule, saved with its version. */
export function PlaceEditor({ place, onReload }: Props) {
  const { t } = useTranslation();
  const [upsert] = useMutation(UpsertPlaceMutation);
  const form = useEditorForm<PlaceFormValues>(
    { name: place.name, authority_ids: authorityIdRows(place.authority_ids) },
    validatePlaceForm,
  );

  const fields = (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <FormTextField
        name="name"
        label={t('places.name')}
        help={t('places.name_help')}
        required
        autoFocus={!place.id}
      />
      <AuthorityIdsField />
    </Box>
  );

  return (
    <RecordEditor
      form={form}
      tabs={[
        {
          id: 'basic',
          label: t('entity.place'),
          fields: ['name', 'authority_ids'],
          content: fields,
        },
      ]}
      save={async (values) => {
        const input = {
          id: place.id,
          name: requiredText(values.name),
          authority_ids: authorityIdTexts(values.authority_ids),
          version: place.version,
        };
        const { data } = await upsert({ variables: { input } });
        return data?.upsertPlace;
      }}
      failureKey="Record.error_invalid"
      viewPath={placePath}
      savedNotice="places.saved"
      cancelPath={place.id ? placePath(place.id) : '/search/places'}
      onReload={onReload}
    />
  );
}
