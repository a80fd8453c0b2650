import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useQuery } from '../core/graphql';
import { Box, Button, Typography } from '@mui/material';
import { pageTitle } from '@partitura/domain';
import { useTranslation } from '../core/i18n/useTranslation';
import { Link } from 'react-router';
import { LoadFailedAlert } from '../core/components/LoadFailedAlert';
import { InlineLoading } from '../core/components/PageLoading';
import { useSession } from '../core/session/session-context';
import { DeletePageButton } from './DeletePageButton';
import { PageEntriesTable, type EntryHighlight } from './PageEntriesTable';
import { pageCreatePath, pageEditPath } from './catalog-model';
import { useCatalogSlots } from './catalog-slots';
import { GetPageQuery } from './page-documents';

type Props = {
  catalog: { id: string; name: string };
  pageId: string;
  /** Called after the page has been deleted (the list of pages changes). */
  onDeleted: () => void;
};

/**
 * One page of the catalog view: its title, its actions for contributors and its entries — beside
 * the page's photograph when a slot shows one (catalog-slots.ts).
 */
export function CatalogPageView({ catalog, pageId, onDeleted }: Props) {
  const { t, language } = useTranslation();
  const { isContributor } = useSession();
  const { PagePhoto } = useCatalogSlots();
  const { data, loading, error, refetch } = useQuery(GetPageQuery, { variables: { id: pageId } });

  if (loading) return <InlineLoading text={t('catalogs.page_loading')} />;
  const page = data?.getPage;
  if (error || !page) {
    return <LoadFailedAlert text={t('catalogs.page_load_failed')} retry={() => void refetch()} />;
  }

  const entries = (highlight: EntryHighlight | null) =>
    page.entries.length === 0 ? (
      <Typography color="text.secondary">{t('catalogs.no_entries')}</Typography>
    ) : (
      <PageEntriesTable page={page} highlight={highlight} />
    );

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 2,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {pageTitle({ number: page.number, catalog }, language)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('catalogs.entries_count', { count: page.entries.length })}
          </Typography>
        </Box>
        {isContributor && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              component={Link}
              to={pageEditPath(page.id)}
              variant="outlined"
              size="small"
              startIcon={<EditOutlinedIcon />}
            >
              {t('catalogs.edit_page')}
            </Button>
            <Button
              component={Link}
              to={pageCreatePath(catalog.id, page.id)}
              variant="outlined"
              size="small"
              startIcon={<AddIcon />}
            >
              {t('catalogs.add_page_after')}
            </Button>
            <DeletePageButton
              id={page.id}
              label={t('pages.delete')}
              size="small"
              failedText={t('pages.delete_failed')}
              onDeleted={onDeleted}
            />
          </Box>
        )}
      </Box>
      {PagePhoto ? <PagePhoto page={page}>{entries}</PagePhoto> : entries(null)}
    </>
  );
}
