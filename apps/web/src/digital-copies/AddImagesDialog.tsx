import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { graphqlClient, useQuery } from '../core/graphql';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  List,
  ListItem,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from '../core/i18n/useTranslation';
import { PagedList } from '../core/components/PagedList';
import { FolderPath, SubFolderButton, type FolderChoice } from '../files/index';
import type { ImageBrowserQuery as BrowserData } from '../gql/graphql';
import { CopyImageThumbnail, useScannedLabel } from './CopyImageThumbnail';
import { ImageBrowserQuery } from './digital-copy-documents';
import { isCopyableImage, type CopyImageFile } from './digital-copy-form';
import { imagesOfFolder } from './folder-images';

const PAGE_SIZE = 50;

type BrowserFile = BrowserData['files']['data'][number];

type Props = {
  /** The folder the browser shows (kept by the editor, so the dialog opens where it was left). */
  folder: FolderChoice;
  onFolder: (folder: FolderChoice) => void;
  /** The files the copy shows already: offered, but not to be added twice. */
  present: ReadonlySet<string>;
  /** Adds the files chosen (in any order: the editor puts them in scanned order). */
  onAdd: (files: CopyImageFile[], notice?: string) => void;
  onClose: () => void;
};

/**
 * "Add images": browses the file tree (breadcrumbs, folders to go into, a folder's files a page
 * at a time) to tick images, or adds every image of the folder shown ("Add whole folder", read
 * to its last page). Files the image server cannot show are listed but cannot be chosen.
 * Mounted while open.
 */
export function AddImagesDialog({ folder, onFolder, present, onAdd, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [chosen, setChosen] = useState<ReadonlyMap<string, CopyImageFile>>(new Map());
  const [reading, setReading] = useState<{ read: number; total: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const toggle = (file: CopyImageFile) =>
    setChosen((previous) => {
      const next = new Map(previous);
      if (next.has(file.id)) next.delete(file.id);
      else next.set(file.id, file);
      return next;
    });

  const addWholeFolder = async () => {
    setFailure(null);
    setReading({ read: 0, total: 0 });
    try {
      const { images, complete } = await imagesOfFolder(
        async (page, size) => {
          const data = await graphqlClient.request(ImageBrowserQuery, {
            folder: folder.id,
            first: size,
            page,
          });
          return data.files;
        },
        (read, total) => setReading({ read, total }),
      );
      onAdd(
        [...chosen.values(), ...images],
        complete ? undefined : t('digital_copies.folder_incomplete', { count: images.length }),
      );
    } catch {
      setFailure(t('digital_copies.folder_failed'));
      setReading(null);
    }
  };

  const busy = reading !== null;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>{t('digital_copies.add_images')}</DialogTitle>
      <DialogContent dividers>
        <FolderPath folder={folder} onFolder={onFolder} disabled={busy} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1 }}>
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => void addWholeFolder()}
            startIcon={
              busy ? (
                <CircularProgress size={16} color="inherit" aria-hidden="true" />
              ) : (
                <AddPhotoAlternateOutlinedIcon />
              )
            }
          >
            {t('digital_copies.add_whole_folder')}
          </Button>
          <Typography role="status" color="text.secondary" variant="body2">
            {reading
              ? t('digital_copies.folder_reading', { read: reading.read, total: reading.total })
              : t('digital_copies.add_whole_folder_help')}
          </Typography>
        </Box>
        {failure && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {failure}
          </Alert>
        )}
        {/* A folder starts at its first page. */}
        <FolderContent
          key={folder.id ?? 'root'}
          folder={folder}
          onFolder={onFolder}
          present={present}
          chosen={chosen}
          onToggle={toggle}
          disabled={busy}
        />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Typography color="text.secondary" sx={{ mr: 'auto', pl: 1 }}>
          {t('digital_copies.chosen', { count: chosen.size })}
        </Typography>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={busy || chosen.size === 0}
          onClick={() => onAdd([...chosen.values()])}
        >
          {t('digital_copies.add_chosen', { count: chosen.size })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type ContentProps = {
  folder: FolderChoice;
  onFolder: (folder: FolderChoice) => void;
  present: ReadonlySet<string>;
  chosen: ReadonlyMap<string, CopyImageFile>;
  onToggle: (file: CopyImageFile) => void;
  disabled: boolean;
};

/** One page of a folder's content: its folders to go into, its files to tick. */
function FolderContent({ folder, onFolder, present, chosen, onToggle, disabled }: ContentProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery(ImageBrowserQuery, {
    variables: { folder: folder.id, first: PAGE_SIZE, page },
  });
  const files = (query.data ?? query.previousData)?.files;
  const name = folder.path.at(-1)?.filename ?? t('files.root');
  return (
    <PagedList
      query={query}
      texts={{
        loading: t('digital_copies.folder_loading'),
        failed: t('digital_copies.folder_load_failed'),
        empty: t('digital_copies.folder_empty'),
      }}
      count={files?.data.length}
      paginator={files?.paginatorInfo}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={setPage}
    >
      <List dense aria-label={t('digital_copies.folder_content', { folder: name })}>
        {files?.data.map((file) =>
          file.is_folder ? (
            <SubFolderButton
              key={file.id}
              folder={folder}
              sub={file}
              onFolder={onFolder}
              disabled={disabled}
              secondary={t('files.item_count', { count: file.item_count })}
            />
          ) : (
            <FileChoice
              key={file.id}
              file={file}
              present={present.has(file.id)}
              checked={chosen.has(file.id)}
              onToggle={onToggle}
              disabled={disabled}
            />
          ),
        )}
      </List>
    </PagedList>
  );
}

type ChoiceProps = {
  file: BrowserFile;
  present: boolean;
  checked: boolean;
  onToggle: (file: CopyImageFile) => void;
  disabled: boolean;
};

/** A file of the folder: a checkbox named by the file, what its name says, or why not. */
function FileChoice({ file, present, checked, onToggle, disabled }: ChoiceProps) {
  const { t } = useTranslation();
  const scanned = useScannedLabel()(file.filename);
  const image = isCopyableImage(file);
  const note = !image
    ? t('digital_copies.not_an_image')
    : present
      ? t('digital_copies.already_present')
      : null;
  return (
    <ListItem disableGutters sx={{ py: 0.25 }}>
      <FormControlLabel
        sx={{ mx: 0, gap: 1, alignItems: 'center', minWidth: 0 }}
        disabled={disabled || !image || present}
        control={<Checkbox checked={checked || present} onChange={() => onToggle(file)} />}
        label={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
            <CopyImageThumbnail service={file.iiif_service} size={40} />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{file.filename}</Typography>
              {(scanned || note) && (
                <Typography variant="body2" color="text.secondary">
                  {[scanned, note].filter(Boolean).join(' · ')}
                </Typography>
              )}
            </Box>
          </Box>
        }
      />
    </ListItem>
  );
}
