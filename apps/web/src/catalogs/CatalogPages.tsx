import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '../core/graphql';
import { Box, Button, Paper, Tab, Tabs, Typography } from '@mui/material';
import { pageTitle } from '@partitura/domain';
import { useTranslation } from '../core/i18n/useTranslation';
import { Link, useSearchParams } from 'react-router';
import { LoadFailedAlert } from '../core/components/LoadFailedAlert';
import { InlineLoading } from '../core/components/PageLoading';
import { useSession } from '../core/session/session-context';
import { CatalogPageView } from './CatalogPageView';
import { GetCatalogPagesQuery } from './catalog-documents';
import { pageCreatePath, selectedPageId } from './catalog-model';

type Props = { catalog: { id: string; name: string } };

/**
 * The pages of a catalog as tabs (arrow keys move between them) and the selected page's entries.
 * Selecting a page puts it into the URL (`?tab=page&pageId=…`), so the address can be shared.
 */
export function CatalogPages({ catalog }: Props) {
  const { t, language } = useTranslation();
  const { isContributor } = useSession();
  const [params, setParams] = useSearchParams();
  const { data, loading, error, refetch } = useQuery(GetCatalogPagesQuery, {
    variables: { id: catalog.id },
  });

  if (loading) return <InlineLoading text={t('catalogs.pages_loading')} sx={{ p: 2 }} />;
  if (error || !data) {
    return <LoadFailedAlert text={t('catalogs.pages_load_failed')} retry={() => void refetch()} />;
  }

  const pages = data.getCatalogPages;
  if (pages.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography>{t('catalogs.no_pages')}</Typography>
        {isContributor && (
          <Button
            component={Link}
            to={pageCreatePath(catalog.id)}
            variant="outlined"
            startIcon={<AddIcon />}
            sx={{ mt: 2 }}
          >
            {t('catalogs.add_first_page')}
          </Button>
        )}
      </Paper>
    );
  }

  const selected = selectedPageId(pages, params.get('pageId'))!;
  const select = (pageId: string) => {
    const next = new URLSearchParams(params);
    next.set('tab', 'page');
    next.set('pageId', pageId);
    setParams(next, { replace: true });
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="catalog-pages-heading">
      <Typography
        id="catalog-pages-heading"
        variant="h6"
        component="h2"
        sx={{ px: 3, pt: 2, pb: 0.5 }}
      >
        {t('catalogs.pages_heading', { count: pages.length })}
      </Typography>
      <Tabs
        value={selected}
        onChange={(_event, pageId: string) => select(pageId)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('catalogs.pages')}
        sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
      >
        {pages.map((page) => (
          <Tab
            key={page.id}
            value={page.id}
            label={pageTitle({ number: page.number }, language)}
            id={`page-tab-${page.id}`}
            aria-controls="page-panel"
            sx={{ minWidth: 64, textTransform: 'none' }}
          />
        ))}
      </Tabs>
      <Box id="page-panel" role="tabpanel" aria-labelledby={`page-tab-${selected}`} sx={{ p: 3 }}>
        <CatalogPageView
          key={selected}
          catalog={catalog}
          pageId={selected}
          onDeleted={() => {
            // Show the page before the deleted one (or after it, when it was the first).
            const index = pages.findIndex((page) => page.id === selected);
            const neighbour = pages[index - 1] ?? pages[index + 1];
            if (neighbour) select(neighbour.id);
            void refetch();
          }}
        />
      </Box>
    </Paper>
  );
}
