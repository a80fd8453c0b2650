import { useMutation } from '../core/graphql';
import { useTranslation } from '../core/i18n/useTranslation';
import type { EditorTab } from '../core/editor/EditorTabs';
import { RecordEditor } from '../core/editor/RecordEditor';
import { useEditorForm } from '../core/editor/useEditorForm';
import { catalogPagePath } from './catalog-model';
import { PageBasicTab } from './PageBasicTab';
import { PageEntriesTab } from './PageEntriesTab';
import { UpsertPageMutation } from './page-documents';
import { pageInput, validatePageForm, type PageFormValues } from './page-form';

type Props = {
  /** The page being edited: no id while it is new; `version` is sent back with the save. */
  page: { id: string | null; version: number | null };
  values: PageFormValues;
  /**
   * For a new page: the page of `catalogId` it is placed after (first when absent). In another
   * catalog, chosen in the form, the new page becomes the first.
   */
  placement?: { catalogId: string; previousPageId: string | null } | null;
  cancelPath: string;
  /** Loads the stored version again (offered after a conflict); absent for a new page. */
  onReload?: () => void;
};

/**
 * The page editor: basic information and entries (spec §2). Saved with its entries in one
 * upsertPage; afterwards the catalog's view opens on this page (a page has no view of its own).
 */
export function PageForm({ page, values, placement, cancelPath, onReload }: Props) {
  const { t } = useTranslation();
  const [upsert] = useMutation(UpsertPageMutation);
  const form = useEditorForm<PageFormValues>(values, validatePageForm);

  const tabs: EditorTab[] = [
    {
      id: 'basic',
      label: t('pages.tab_basic'),
      fields: ['catalog', 'number'],
      content: <PageBasicTab />,
    },
    {
      id: 'entries',
      label: t('pages.tab_entries'),
      fields: ['entries'],
      content: <PageEntriesTab />,
    },
  ];

  return (
    <RecordEditor
      form={form}
      tabs={tabs}
      save={async (formValues) => {
        const previousPageId =
          !page.id && placement && formValues.catalog?.id === placement.catalogId
            ? placement.previousPageId
            : null;
        const { data } = await upsert({
          variables: { input: pageInput(formValues, page), previousPageId },
        });
        return data?.upsertPage;
      }}
      failureKey="Page.server_error"
      // The saved page's catalog is the one chosen in the form (required to save).
      viewPath={(id) => catalogPagePath(form.getValues('catalog')?.id ?? '', id)}
      savedNotice="pages.saved"
      cancelPath={cancelPath}
      onReload={onReload}
    />
  );
}
