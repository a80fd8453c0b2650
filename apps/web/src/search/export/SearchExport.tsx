import { useId, useState } from 'react';
import { Button, ListItemText, Menu, MenuItem } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { KIND_TYPES, searchUrl, type SearchState } from '@partitura/domain';
import { useTranslation } from '../../core/i18n/useTranslation';

/** The server's address of a search's export in this format (search/export-route.ts). */
export function exportUrl(state: SearchState, format: 'csv' | 'marcxml', language: string) {
  const [, query = ''] = searchUrl({ ...state, page: 1, facetMore: null }).split('?');
  const params = new URLSearchParams(query);
  if (state.kind) params.set('kind', KIND_TYPES[state.kind]);
  params.set('locale', language);
  return `/search/export.${format}?${params}`;
}

/**
 * "Export" beside a result: its every hit as a spreadsheet (the columns shown, in the
 * interface's language) and, where it holds scores, as MARC 21 — downloads the server streams,
 * however large the result. Loaded with the first query, not with the home screen.
 */
export function SearchExport({ state }: { state: SearchState }) {
  const { t, language } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const marc = state.kind === null || state.kind === 'score';
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlinedIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('export.button')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('export.menu_label') } }}
      >
        <MenuItem
          component="a"
          href={exportUrl(state, 'csv', language)}
          download
          onClick={() => setAnchor(null)}
        >
          <ListItemText primary={t('export.csv')} secondary={t('export.csv_hint')} />
        </MenuItem>
        {marc && (
          <MenuItem
            component="a"
            href={exportUrl(state, 'marcxml', language)}
            download
            onClick={() => setAnchor(null)}
          >
            <ListItemText primary={t('export.marc')} secondary={t('export.marc_hint')} />
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
