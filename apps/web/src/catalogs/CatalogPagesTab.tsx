import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';
import { useQuery } from '../core/graphql';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { pageTitle } from '@partitura/domain';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../core/i18n/useTranslation';
import { Link } from 'react-router';
import { ChildList } from '../core/editor/ChildList';
import { FormTextField } from '../core/editor/FormTextField';
import { GetCatalogPagesQuery } from './catalog-documents';
import { pageValues, type CatalogPageValues } from './catalog-form';
import { pageEditPath } from './catalog-model';
import { useShown } from './useShown';

type Props = {
  /** The catalog's id; null while it is new (it has no pages to load then). */
  catalogId: string | null;
  loaded: boolean;
  /** Hands the loaded pages to the form. */
  onLoaded: (pages: CatalogPageValues[]) => void;
};

/**
 * The pages of a catalog: loaded when the tab is first opened (getCatalogPages), then numbered,
 * added, removed and put in order here. Entries are edited on each page's own editor.
 */
export function CatalogPagesTab({ catalogId, loaded, onLoaded }: Props) {
  const { t } = useTranslation();
  const { ref, shown } = useShown<HTMLDivElement>();
  const { data, error, refetch } = useQuery(GetCatalogPagesQuery, {
    variables: { id: catalogId ?? '' },
    skip: !shown || loaded || !catalogId,
  });

  useEffect(() => {
    if (data && !loaded) onLoaded(pageValues(data.getCatalogPages));
  }, [data, loaded, onLoaded]);

  return (
    <Box ref={ref} sx={{ display: 'grid', gap: 2 }}>
      {error && !loaded ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('catalogs.pages_load_failed')}
        </Alert>
      ) : !loaded ? (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }} role="status">
          <CircularProgress size={20} aria-hidden="true" />
          {t('catalogs.pages_loading')}
        </Box>
      ) : (
        <>
          <Typography color="text.secondary">{t('catalogs.pages_editor_help')}</Typography>
          <PageList />
        </>
      )}
    </Box>
  );
}

function PageList() {
  const { t, language } = useTranslation();
  const pages = useWatch<{ pages: CatalogPageValues[] }, 'pages'>({ name: 'pages' });
  const label = (index: number) => {
    const number = pages?.[index]?.number.trim();
    return number
      ? pageTitle({ number }, language)
      : t('catalogs.new_page_item', { position: index + 1 });
  };
  return (
    <ChildList<CatalogPageValues>
      name="pages"
      newItem={() => ({ id: null, number: '' })}
      itemLabel={label}
      addLabel={t('catalogs.add_page')}
      emptyText={t('catalogs.no_pages')}
      renderItem={(index) => (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <FormTextField
            name={`pages.${index}.number`}
            label={t('catalogs.page_number')}
            required
            sx={{ flex: '1 1 220px', maxWidth: 360 }}
          />
          <PageEditorLink id={pages?.[index]?.id ?? null} label={label(index)} />
        </Box>
      )}
    />
  );
}

/** The way to a saved page's own editor (its entries); a new page gets one once saved. */
function PageEditorLink({ id, label }: { id: string | null; label: string }) {
  const { t } = useTranslation();
  if (!id) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ pt: 1.5 }}>
        {t('catalogs.page_entries_after_save')}
      </Typography>
    );
  }
  return (
    <Button
      component={Link}
      to={pageEditPath(id)}
      startIcon={<EditNoteOutlinedIcon />}
      aria-label={t('catalogs.edit_page_entries_of', { page: label })}
      sx={{ mt: 1 }}
    >
      {t('catalogs.edit_page_entries')}
    </Button>
  );
}
