import { useMutation } from '../core/graphql';
import { requiredText, validatePlace } from '@partitura/domain';
import { useTranslation } from '../core/i18n/useTranslation';
import { FormTextField } from '../core/editor/FormTextField';
import { RecordEditor } from '../core/editor/RecordEditor';
import { useEditorForm } from '../core/editor/useEditorForm';
import { UpsertPlaceMutation } from './place-documents';
import { placePath } from './place-model';

export type PlaceFormValues = { name: string };

/** The record being edited: no id while it is new; `version` is sent back with the save. */
export type EditedPlace = PlaceFormValues & { id: string | null; version: number | null };

type Props = {
  place: EditedPlace;
  /** Loads the stored version again (offered after a conflict); absent for a new record. */
  onReload?: () => void;
};

/** A place's name, checked by the domain rule, saved with its version. */
export function PlaceEditor({ place, onReload }: Props) {
  const { t } = useTranslation();
  const [upsert] = useMutation(UpsertPlaceMutation);
  const form = useEditorForm<PlaceFormValues>({ name: place.name }, validatePlace);

  const fields = (
    <FormTextField
      name="name"
      label={t('places.name')}
      help={t('places.name_help')}
      required
      autoFocus={!place.id}
    />
  );

  return (
    <RecordEditor
      form={form}
      tabs={[{ id: 'basic', label: t('entity.place'), fields: ['name'], content: fields }]}
      save={async (values) => {
        const input = { id: place.id, name: requiredText(values.name), version: place.version };
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
