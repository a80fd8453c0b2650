import { useMutation } from '../core/graphql';
import { optionalText, validatePublication } from '@partitura/domain';
import { AuthorityIdsField } from '../core/authority/AuthorityIdsField';
import {
  authorityIdFieldErrors,
  authorityIdRows,
  authorityIdTexts,
  type AuthorityIdRow,
} from '../core/authority/authority-form';
import { useTranslation } from '../core/i18n/useTranslation';
import { FieldGrid } from '../core/editor/FieldGrid';
import { FormTextField } from '../core/editor/FormTextField';
import { RecordEditor } from '../core/editor/RecordEditor';
import { useEditorForm } from '../core/editor/useEditorForm';
import { UpsertPublicationMutation } from './publication-documents';
import { publicationPath } from './publication-model';

const FIELDS = [
  'short_title',
  'title',
  'extent',
  'publisher',
  'publication_place',
  'publication_date',
  'notes',
] as const;

export type PublicationFormValues = Record<(typeof FIELDS)[number], string> & {
  authority_ids: AuthorityIdRow[];
};

/** The record being edited: no id while it is new; `version` is sent back with the save. */
export type EditedPublication = { [K in (typeof FIELDS)[number]]?: string | null } & {
  id: string | null;
  version: number | null;
  authority_ids?: readonly string[];
};

/** The rule on the form's values (the identifiers' failures under their rows' fields). */
const validatePublicationForm = (values: PublicationFormValues) =>
  authorityIdFieldErrors(
    validatePublication({ ...values, authority_ids: authorityIdTexts(values.authority_ids) }),
  );

type Props = {
  publication: EditedPublication;
  /** Loads the stored version again (offered after a conflict); absent for a new record. */
  onReload?: () => void;
};

/**
 * A publication's citation key, title and imprint, checked by the domain rule (a title or a short
 * title), saved with its version; a blank field is stored as none.
 */
export function PublicationEditor({ publication, onReload }: Props) {
  const { t } = useTranslation();
  const [upsert] = useMutation(UpsertPublicationMutation);
  const form = useEditorForm<PublicationFormValues>(
    {
      ...(Object.fromEntries(FIELDS.map((field) => [field, publication[field] ?? ''])) as Record<
        (typeof FIELDS)[number],
        string
      >),
      authority_ids: authorityIdRows(publication.authority_ids),
    },
    validatePublicationForm,
  );

  const fields = (
    <FieldGrid>
      <FieldGrid columns={{ xs: '1fr', sm: '1fr 2fr' }}>
        <FormTextField
          name="short_title"
          label={t('publications.short_title')}
          help={t('publications.short_title_help')}
          autoFocus={!publication.id}
        />
        <FormTextField
          name="title"
          label={t('publications.title')}
          help={t('publications.title_help')}
        />
      </FieldGrid>
      <FieldGrid columns={{ xs: '1fr', sm: '1fr 1fr' }}>
        <FormTextField name="publisher" label={t('publications.publisher')} />
        <FormTextField name="publication_place" label={t('publications.publication_place')} />
        <FormTextField
          name="publication_date"
          label={t('publications.publication_date')}
          help={t('publications.publication_date_help')}
        />
        <FormTextField
          name="extent"
          label={t('publications.extent')}
          help={t('publications.extent_help')}
        />
      </FieldGrid>
      <FormTextField name="notes" label={t('publications.notes')} multiline minRows={3} />
      <AuthorityIdsField />
    </FieldGrid>
  );

  return (
    <RecordEditor
      form={form}
      tabs={[
        {
          id: 'basic',
          label: t('entity.publication'),
          fields: [...FIELDS, 'authority_ids'],
          content: fields,
        },
      ]}
      save={async (values) => {
        const input = {
          id: publication.id,
          version: publication.version,
          ...Object.fromEntries(FIELDS.map((field) => [field, optionalText(values[field])])),
          authority_ids: authorityIdTexts(values.authority_ids),
        };
        const { data } = await upsert({ variables: { input } });
        return data?.upsertPublication;
      }}
      failureKey="Record.error_invalid"
      viewPath={publicationPath}
      savedNotice="publications.saved"
      cancelPath={publication.id ? publicationPath(publication.id) : '/search/publications'}
      onReload={onReload}
    />
  );
}
