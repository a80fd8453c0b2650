import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import {
  Box,
  ButtonBase,
  Checkbox,
  IconButton,
  Link,
  Menu,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from '../core/i18n/useTranslation';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../core/components/visually-hidden';
import type { FileRowFragment, FileSort } from '../gql/graphql';
import { fileEditPath, filePath } from './file-model';
import { FileThumbnail } from './FileIcon';
import { useFileLabels } from './useFileLabels';
import { ActionsHeaderCell } from '../core/components/ActionsHeaderCell';

export type FileRow = FileRowFragment;

/** Hidden on a phone: the table keeps to the screen's width (type, size, time go under the name). */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const NARROW_ONLY = { display: { xs: 'block', sm: 'none' } } as const;

type Props = {
  rows: readonly FileRow[];
  selected: ReadonlySet<string>;
  onToggle: (row: FileRow) => void;
  onToggleAll: () => void;
  sort: FileSort;
  descending: boolean;
  onSort: (column: FileSort) => void;
  /** The address of a folder's content. */
  folderHref: (folderId: string | null) => string;
  /** Search results come from the whole tree: each row says where it lies. */
  showPath: boolean;
  onDelete: (row: FileRow) => void;
  /** Opens a file's preview; the focus goes back to `returnTo` when it closes. */
  onPreview: (row: FileRow, returnTo: HTMLElement | null) => void;
};

/**
 * The content of a folder (or the hits of a search): name with icon or picture, type, size and
 * upload time, sortable by each column (folders first whatever the order); a row is selected by
 * its checkbox and opened by its name, a link; a file's picture (or icon) is a button opening its
 * preview, as its actions menu's Preview does.
 */
export function FilesTable(props: Props) {
  const { rows, selected, onToggleAll, sort, descending, onSort } = props;
  const { t } = useTranslation();
  const labels = useFileLabels();
  const chosen = rows.filter((row) => selected.has(row.id)).length;

  const sortable = (column: FileSort, label: string, sx?: object) => {
    const active = sort === column;
    const direction = active && descending ? 'desc' : 'asc';
    return (
      <TableCell sortDirection={active ? direction : false} sx={sx}>
        <TableSortLabel active={active} direction={direction} onClick={() => onSort(column)}>
          {label}
          {active && (
            <Box component="span" sx={visuallyHidden}>
              {t(descending ? 'files.sorted_descending' : 'files.sorted_ascending')}
            </Box>
          )}
        </TableSortLabel>
      </TableCell>
    );
  };

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('files.table_label')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={rows.length > 0 && chosen === rows.length}
                indeterminate={chosen > 0 && chosen < rows.length}
                disabled={rows.length === 0}
                onChange={onToggleAll}
                slotProps={{ input: { 'aria-label': t('files.select_all') } }}
              />
            </TableCell>
            {sortable('filename', t('files.column_name'), { width: '100%' })}
            {sortable('mime', t('files.column_type'), WIDE_ONLY)}
            {sortable('size', t('files.column_size'), { ...WIDE_ONLY, textAlign: 'right' })}
            {sortable('created_at', t('files.column_created'), WIDE_ONLY)}
            <ActionsHeaderCell label={t('files.column_actions')} />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <FileTableRow
              key={row.id}
              row={row}
              checked={selected.has(row.id)}
              labels={labels}
              {...props}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

type RowProps = Props & {
  row: FileRow;
  checked: boolean;
  labels: ReturnType<typeof useFileLabels>;
};

function FileTableRow({
  row,
  checked,
  labels,
  onToggle,
  folderHref,
  showPath,
  onDelete,
  onPreview,
}: RowProps) {
  const { t } = useTranslation();
  const type = labels.type(row);
  const size = labels.size(row);
  const created = labels.dateTime(row.created_at);
  const path = [t('files.root'), ...row.folders.map((folder) => folder.filename)].join(' / ');
  return (
    <TableRow hover selected={checked}>
      <TableCell padding="checkbox">
        <Checkbox
          checked={checked}
          onChange={() => onToggle(row)}
          slotProps={{ input: { 'aria-label': t('files.select', { name: row.filename }) } }}
        />
      </TableCell>
      <TableCell component="th" scope="row" sx={{ py: 0.75 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          {row.is_folder ? (
            <FileThumbnail file={row} />
          ) : (
            <ButtonBase
              aria-label={t('files.preview_named', { name: row.filename })}
              title={t('files.preview')}
              onClick={(event) => onPreview(row, event.currentTarget)}
              sx={{
                borderRadius: 1,
                '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
              }}
            >
              <FileThumbnail file={row} />
            </ButtonBase>
          )}
          <Box sx={{ minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={row.is_folder ? folderHref(row.id) : filePath(row.id)}
              underline="hover"
              sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
            >
              {row.filename}
            </Link>
            {showPath && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {t('files.path', { path })}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary" sx={NARROW_ONLY}>
              {[type, size, row.is_folder ? '' : created].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
        </Box>
      </TableCell>
      <TableCell sx={WIDE_ONLY}>{type}</TableCell>
      <TableCell sx={{ ...WIDE_ONLY, textAlign: 'right', whiteSpace: 'nowrap' }}>{size}</TableCell>
      <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{created}</TableCell>
      <TableCell align="right" sx={{ py: 0, whiteSpace: 'nowrap', px: { xs: 0.5, sm: 2 } }}>
        {row.download_url && (
          <IconButton
            component="a"
            href={row.download_url}
            download={row.filename}
            aria-label={t('files.download_named', { name: row.filename })}
            title={t('files.download')}
          >
            <DownloadOutlinedIcon />
          </IconButton>
        )}
        <RowMenu row={row} folderHref={folderHref} onDelete={onDelete} onPreview={onPreview} />
      </TableCell>
    </TableRow>
  );
}

function RowMenu({
  row,
  folderHref,
  onDelete,
  onPreview,
}: Pick<RowProps, 'row' | 'folderHref' | 'onDelete' | 'onPreview'>) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        aria-label={t('files.actions_for', { name: row.filename })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {!row.is_folder && (
          <MenuItem
            onClick={() => {
              // Back to the actions button once the preview closes: the menu item is gone then.
              const button = anchor;
              setAnchor(null);
              onPreview(row, button);
            }}
          >
            {t('files.preview')}
          </MenuItem>
        )}
        <MenuItem
          component={RouterLink}
          to={row.is_folder ? folderHref(row.id) : filePath(row.id)}
          onClick={() => setAnchor(null)}
        >
          {t('files.open')}
        </MenuItem>
        <MenuItem component={RouterLink} to={fileEditPath(row.id)} onClick={() => setAnchor(null)}>
          {t('files.rename_move')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onDelete(row);
          }}
        >
          {t('common.delete')}
        </MenuItem>
      </Menu>
    </>
  );
}
