import { useMutation } from '../core/graphql';
import { useCallback, useState } from 'react';
import { useTranslation } from '../core/i18n/useTranslation';
import type { EditorTab } from '../core/editor/EditorTabs';
import { RecordEditor } from '../core/editor/RecordEditor';
import { useEditorForm } from '../core/editor/useEditorForm';
import { CatalogBasicTab } from './CatalogBasicTab';
import { CatalogPagesTab } from './CatalogPagesTab';
import { UpsertCatalogMutation } from './catalog-documents';
import {
  catalogFormValues,
  catalogInput,
  validateCatalogForm,
  type CatalogFormValues,
  type CatalogPageValues,
  type EditedCatalog,
} from './catalog-form';
import { catalogPath } from './catalog-model';

type Props = {
  catalog: EditedCatalog;
  /** Loads the stored version again (offered after a conflict); absent for a new catalog. */
  onReload?: () => void;
};

/**
 * The catalog editor: basic information and pages (spec §2), checked by the domain rule, saved
 * with its version; after the save the catalog's view shows it as stored.
 */
export function CatalogForm({ catalog, onReload }: Props) {
  const { t } = useTranslation();
  const [upsert] = useMutation(UpsertCatalogMutation);
  const form = useEditorForm<CatalogFormValues>(catalogFormValues(catalog), validateCatalogForm);
  // A new catalog has no stored pages: its (empty) page list counts as loaded.
  const [pagesLoaded, setPagesLoaded] = useState(!catalog.id);

  const { register, resetField } = form;
  const onPagesLoaded = useCallback(
    (pages: CatalogPageValues[]) => {
      // The loaded pages become the list's stored state, so loading them is no unsaved change.
      register('pages');
      resetField('pages', { defaultValue: pages });
      setPagesLoaded(true);
    },
    [register, resetField],
  );

  const tabs: EditorTab[] = [
    {
      id: 'basic',
      label: t('catalogs.tab_basic'),
      fields: ['collection', 'name'],
      content: <CatalogBasicTab />,
    },
    {
      id: 'pages',
      label: t('catalogs.tab_pages'),
      fields: ['pages'],
      content: (
        <CatalogPagesTab catalogId={catalog.id} loaded={pagesLoaded} onLoaded={onPagesLoaded} />
      ),
    },
  ];

  return (
    <RecordEditor
      form={form}
      tabs={tabs}
      save={async (values) => {
        const input = catalogInput(values, catalog, pagesLoaded);
        const { data } = await upsert({ variables: { input } });
        return data?.upsertCatalog;
      }}
      failureKey="Catalog.server_error"
      viewPath={catalogPath}
      savedNotice="catalogs.saved"
      cancelPath={catalog.id ? catalogPath(catalog.id) : '/'}
      onReload={onReload}
    />
  );
}
