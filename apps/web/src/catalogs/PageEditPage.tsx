import { useQuery } from '../core/graphql';
import { Box, Link as MuiLink } from '@mui/material';
import { pageTitle } from '@partitura/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../core/i18n/useTranslation';
import { Link, useParams, useSearchParams } from 'react-router';
import { RecordPageState, useRecordQuery } from '../core/components/RecordPage';
import { RecordHeader } from '../core/components/RecordHeader';
import { GetCatalogPagesQuery, GetCatalogQuery } from './catalog-documents';
import { catalogPagePath, catalogPath, PAGE_KIND } from './catalog-model';
import { DeletePageButton } from './DeletePageButton';
import { PageForm } from './PageForm';
import { GetPageQuery } from './page-documents';
import { pageFormValues } from './page-form';

/**
 * /pages/create?catalogId=…&previousPageId=… (a new page in that catalog, after that page) and
 * /pages/{id}/edit. A page has no view of its own: it is shown in its catalog's view.
 */
export function PageEditPage() {
  const { id } = useParams();
  return id ? <ExistingPageEditor id={id} /> : <NewPageEditor />;
}

function NewPageEditor() {
  const { t, language } = useTranslation();
  const [params] = useSearchParams();
  const catalogId = params.get('catalogId');
  const previousPageId = params.get('previousPageId');
  const { data, loading, error, refetch } = useQuery(GetCatalogQuery, {
    variables: { id: catalogId ?? '' },
    skip: !catalogId,
  });
  // Only to say where the new page goes ("after p. 3").
  const pages = useQuery(GetCatalogPagesQuery, {
    variables: { id: catalogId ?? '' },
    skip: !catalogId || !previousPageId,
  });

  if (loading) return <RecordPageState texts="pages" state="loading" />;
  if (error) return <RecordPageState texts="pages" state="failed" retry={() => void refetch()} />;
  const catalog = data?.getCatalog ?? null;
  const previous = pages.data?.getCatalogPages.find((page) => page.id === previousPageId);
  const placement = previous
    ? t('pages.placed_after', { page: pageTitle(previous, language) })
    : t('pages.placed_first');
  const cancelPath = catalog
    ? previousPageId
      ? catalogPagePath(catalog.id, previousPageId)
      : catalogPath(catalog.id)
    : '/';

  return (
    <PageEditorLayout
      title={t('pages.create_title')}
      subtitle={
        catalog && (
          <>
            <CatalogLink catalog={catalog} />
            {previousPageId && !previous ? null : `, ${placement}`}
          </>
        )
      }
    >
      <PageForm
        page={{ id: null, version: null }}
        values={pageFormValues(null, catalog)}
        placement={catalog ? { catalogId: catalog.id, previousPageId } : null}
        cancelPath={cancelPath}
      />
    </PageEditorLayout>
  );
}

function ExistingPageEditor({ id }: { id: string }) {
  const { t, language } = useTranslation();
  const {
    record: page,
    refetch,
    placeholder,
  } = useRecordQuery(GetPageQuery, { id }, (data) => data.getPage, 'pages');
  if (!page) return placeholder;

  return (
    <PageEditorLayout
      title={t('pages.edit_title', { title: pageTitle(page, language) })}
      subtitle={<CatalogLink catalog={page.catalog} />}
      actions={<DeletePageButton id={page.id} afterPath={catalogPath(page.catalog.id)} />}
    >
      {/* A reloaded version starts a fresh form with the stored values. */}
      <PageForm
        key={page.version}
        page={page}
        values={pageFormValues(page)}
        cancelPath={catalogPagePath(page.catalog.id, page.id)}
        onReload={refetch}
      />
    </PageEditorLayout>
  );
}

type LayoutProps = {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
};

function PageEditorLayout({ title, subtitle, actions, children }: LayoutProps) {
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <RecordHeader kind={PAGE_KIND} title={title} subtitle={subtitle} actions={actions} />
      {children}
    </Box>
  );
}

function CatalogLink({ catalog }: { catalog: { id: string; name: string } }) {
  return (
    <MuiLink component={Link} to={catalogPath(catalog.id)} color="inherit">
      {catalog.name}
    </MuiLink>
  );
}
