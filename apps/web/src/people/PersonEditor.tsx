import { useMutation } from '../core/graphql';
import { useTranslation } from '../core/i18n/useTranslation';
import type { EditorTab } from '../core/editor/EditorTabs';
import { RecordEditor } from '../core/editor/RecordEditor';
import { SourceList } from '../core/editor/SourceList';
import { useEditorForm } from '../core/editor/useEditorForm';
import { PersonBasicTab } from './PersonBasicTab';
import { UpsertPersonMutation } from './person-documents';
import {
  personFormValues,
  personInput,
  toFormNameErrors,
  validatePersonForm,
  type PersonFormValues,
  type StoredPerson,
} from './person-form-values';
import { personPath } from './person-model';
import { PersonNamesTab } from './PersonNamesTab';
import { PersonSyllabiTab } from './PersonSyllabiTab';
import { PersonVowBookTab } from './PersonVowBookTab';

type Props = {
  /** The person as loaded, or undefined for a new one. */
  person?: StoredPerson & { id: string; version: number };
  /** Loads the stored version again (offered after a conflict). */
  onReload?: () => void;
};

/** The person editor (spec §2): name variants, basic information, vow book, syllabi, sources. */
export function PersonEditor({ person, onReload }: Props) {
  const { t } = useTranslation();
  const [upsert] = useMutation(UpsertPersonMutation);
  const form = useEditorForm<PersonFormValues>(personFormValues(person), validatePersonForm);

  const save = async (values: PersonFormValues) => {
    const { input, formIndexes } = personInput(values, {
      id: person?.id ?? null,
      version: person?.version ?? null,
    });
    const { data } = await upsert({ variables: { input } });
    const answer = data?.upsertPerson;
    return answer && { ...answer, errors: toFormNameErrors(answer.errors, formIndexes) };
  };

  // The name comes first: it is the one thing a person must have (spec §5), so a new person's
  // first save never fails on a field the editor did not show.
  const tabs: EditorTab[] = [
    { id: 'names', label: t('people.tab_names'), fields: ['names'], content: <PersonNamesTab /> },
    {
      id: 'basic',
      label: t('people.tab_basic'),
      fields: ['dates', 'cleric', 'first_mass', 'profession', 'notes', 'authority_ids'],
      content: <PersonBasicTab />,
    },
    {
      id: 'vow_book',
      label: t('people.tab_vow_book'),
      fields: ['vow_book_entry'],
      content: <PersonVowBookTab />,
    },
    {
      id: 'syllabi',
      label: t('people.tab_syllabi'),
      fields: ['syllabi'],
      content: <PersonSyllabiTab />,
    },
    { id: 'sources', label: t('people.tab_sources'), fields: ['sources'], content: <SourceList /> },
  ];

  return (
    <RecordEditor
      form={form}
      tabs={tabs}
      save={save}
      failureKey="Person.server_error"
      viewPath={personPath}
      savedNotice="people.saved"
      cancelPath={person ? personPath(person.id) : '/'}
      onReload={onReload}
      // An existing person opens on what is most often corrected; a new one on its name.
      initialTab={person ? 'basic' : undefined}
    />
  );
}
