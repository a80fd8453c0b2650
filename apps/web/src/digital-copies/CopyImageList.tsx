import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import FormatListNumberedOutlinedIcon from '@mui/icons-material/FormatListNumberedOutlined';
import SortByAlphaOutlinedIcon from '@mui/icons-material/SortByAlphaOutlined';
import { useQuery } from '../core/graphql';
import { Alert, Box, Button, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import { pageTitle } from '@partitura/domain';
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { get, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from '../core/i18n/useTranslation';
import { FormTextField } from '../core/editor/FormTextField';
import { FormSelect } from '../core/editor/FormSelect';
import { GetCatalogPagesQuery } from '../catalogs/index';
import { ROOT_FOLDER, type FolderChoice } from '../files/index';
import { AddImagesDialog } from './AddImagesDialog';
import { CopyImageThumbnail, useScannedLabel } from './CopyImageThumbnail';
import {
  addImages,
  pagesInOrder,
  sortAsScanned,
  type CopyImageFile,
  type DigitalCopyFormValues,
} from './digital-copy-form';

/** The kind of data a row carries while it is dragged (no text: nothing else takes it). */
const DRAG_TYPE = 'application/x-partitura-copy-image';

type PageOption = { id: string; number: string };

/**
 * The images of a digital copy in their order: each with its thumbnail, file name (and what a
 * scanned file's name says), label, for a catalog's copy the page it shows, remove and move up
 * or down — or dragged to its place. Images are added from the file tree ("Add images"), put in
 * scanned order ("Sort as scanned"), and a catalog's pages assigned in order.
 */
export function CopyImageList() {
  const { t, language } = useTranslation();
  const headingId = useId();
  const { control, getValues, setValue } = useFormContext<DigitalCopyFormValues>();
  // keyName 'key': an image's own `id` (its database id, which keeps its regions) stays its own.
  const { fields, append, move, remove, replace } = useFieldArray({
    control,
    name: 'files',
    keyName: 'key',
  });
  const type = useWatch({ control, name: 'digitizable_type' });
  const record = useWatch({ control, name: 'digitizable' });
  const catalogId = type === 'catalog' ? (record?.id ?? null) : null;
  const pagesQuery = useQuery(GetCatalogPagesQuery, {
    variables: { id: catalogId ?? '' },
    skip: !catalogId,
  });
  // A catalog's pages once they are there (a page shown before would be named wrongly).
  const pages: readonly PageOption[] | null = catalogId
    ? (pagesQuery.data?.getCatalogPages ?? null)
    : null;
  const { errors } = useFormState({ control, name: 'files' });
  const listError = get(errors, 'files') as
    { message?: string; root?: { message?: string } } | undefined;
  const listMessage = listError?.message ?? listError?.root?.message;

  const [adding, setAdding] = useState(false);
  const [folder, setFolder] = useState<FolderChoice>(ROOT_FOLDER);
  const [status, setStatus] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const [target, setTarget] = useState<number | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  const add = (files: CopyImageFile[], notice?: string) => {
    const { added, skipped } = addImages(getValues('files'), files);
    // The focus stays where the dialog leaves it ("Add images"); the status says what was added.
    if (added.length > 0) append(added, { shouldFocus: false });
    setAdding(false);
    setStatus(
      [
        t('digital_copies.added', { count: added.length }),
        skipped > 0 ? t('digital_copies.skipped', { count: skipped }) : '',
        notice ?? '',
      ]
        .filter(Boolean)
        .join(' '),
    );
  };

  const sort = () => {
    replace(sortAsScanned(getValues('files')));
    setStatus(t('digital_copies.sorted'));
  };

  const assignPages = () => {
    if (!pages) return;
    pagesInOrder(fields.length, pages).forEach((page, index) =>
      setValue(`files.${index}.page`, page, { shouldDirty: true }),
    );
    setStatus(t('digital_copies.pages_assigned', { count: Math.min(fields.length, pages.length) }));
  };

  const removeAt = (index: number) => {
    remove(index);
    addRef.current?.focus();
  };

  const endDrag = () => {
    setDragged(null);
    setTarget(null);
  };

  const dropOn = (index: number) => {
    if (dragged !== null && dragged !== index) move(dragged, index);
    endDrag();
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {t('digital_copies.images')}
        {fields.length > 0 && (
          <>
            {' '}
            <Typography component="span" color="text.secondary">
              ({new Intl.NumberFormat(language).format(fields.length)})
            </Typography>
          </>
        )}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          ref={addRef}
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlinedIcon />}
          onClick={() => setAdding(true)}
        >
          {t('digital_copies.add_images')}
        </Button>
        <Button startIcon={<SortByAlphaOutlinedIcon />} disabled={fields.length < 2} onClick={sort}>
          {t('digital_copies.sort_scanned')}
        </Button>
        {type === 'catalog' && (
          <Button
            startIcon={<FormatListNumberedOutlinedIcon />}
            disabled={fields.length === 0 || !pages?.length}
            onClick={assignPages}
          >
            {t('digital_copies.assign_pages')}
          </Button>
        )}
      </Box>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ minHeight: '1.5em' }}>
        {status}
      </Typography>
      {listMessage && <Alert severity="error">{t(listMessage)}</Alert>}
      {fields.length === 0 ? (
        <Typography color="text.secondary">{t('digital_copies.images_none')}</Typography>
      ) : (
        <Box
          component="ol"
          aria-label={t('digital_copies.images_order')}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        >
          {fields.map((field, index) => (
            <ImageRow
              key={field.key}
              index={index}
              count={fields.length}
              file={field.file}
              pages={pages}
              dragging={dragged === index}
              dropTarget={target === index && dragged !== null && dragged !== index}
              onMove={(to) => move(index, to)}
              onRemove={() => removeAt(index)}
              onDragStart={() => setDragged(index)}
              onDragOver={(event) => {
                if (dragged === null) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                if (target !== index) setTarget(index);
              }}
              onDrop={(event) => {
                if (dragged === null) return;
                event.preventDefault();
                dropOn(index);
              }}
              onDragEnd={endDrag}
            />
          ))}
        </Box>
      )}
      {adding && (
        <AddImagesDialog
          folder={folder}
          onFolder={setFolder}
          present={new Set(getValues('files').map((image) => image.file.id))}
          onAdd={add}
          onClose={() => setAdding(false)}
        />
      )}
    </Box>
  );
}

type RowProps = {
  index: number;
  count: number;
  file: CopyImageFile;
  /** The catalog's pages, for a catalog's copy (null for a score's, or while they load). */
  pages: readonly PageOption[] | null;
  dragging: boolean;
  dropTarget: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
  onDragStart: () => void;
  onDragOver: (event: DragEvent<HTMLElement>) => void;
  onDrop: (event: DragEvent<HTMLElement>) => void;
  onDragEnd: () => void;
};

function ImageRow(props: RowProps) {
  const { index, count, file, pages } = props;
  const { t } = useTranslation();
  const scanned = useScannedLabel()(file.filename);
  const { errors } = useFormState({ name: `files.${index}.file` });
  const fileError = (get(errors, `files.${index}.file`) as { message?: string } | undefined)
    ?.message;
  const label = t('digital_copies.image_n', { n: index + 1, name: file.filename });

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={label}
      onDragOver={props.onDragOver}
      onDrop={props.onDrop}
      sx={{
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        gap: 1.5,
        opacity: props.dragging ? 0.5 : 1,
        outline: props.dropTarget ? 2 : 0,
        outlineColor: 'primary.main',
        outlineOffset: 2,
      }}
    >
      <Box sx={{ display: 'flex', gap: { xs: 1, sm: 1.5 }, alignItems: 'flex-start', minWidth: 0 }}>
        <Box
          draggable
          role="img"
          aria-label={t('digital_copies.drag', { item: label })}
          title={t('digital_copies.drag_hint')}
          onDragStart={(event) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData(DRAG_TYPE, String(index));
            const row = event.currentTarget.closest('li');
            if (row) event.dataTransfer.setDragImage(row, 16, 16);
            props.onDragStart();
          }}
          onDragEnd={props.onDragEnd}
          sx={{
            alignSelf: 'stretch',
            display: 'flex',
            alignItems: 'center',
            cursor: 'grab',
            color: 'text.secondary',
            mx: -0.5,
          }}
        >
          <DragIndicatorIcon aria-hidden="true" />
        </Box>
        <CopyImageThumbnail service={file.iiif_service} size={{ xs: 48, sm: 64 }} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
              {index + 1}.
            </Box>
            {file.filename}
          </Typography>
          {scanned && (
            <Typography variant="body2" color="text.secondary">
              {scanned}
            </Typography>
          )}
          {fileError && (
            <Typography variant="body2" color="error">
              {t(fileError)}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', flex: 'none' }}>
          <RowButton
            title={t('editor.move_up', { item: label })}
            disabled={index === 0}
            onClick={() => props.onMove(index - 1)}
            icon={<ArrowUpwardIcon fontSize="small" />}
          />
          <RowButton
            title={t('editor.move_down', { item: label })}
            disabled={index === count - 1}
            onClick={() => props.onMove(index + 1)}
            icon={<ArrowDownwardIcon fontSize="small" />}
          />
          <RowButton
            title={t('editor.remove', { item: label })}
            onClick={props.onRemove}
            icon={<DeleteOutlineIcon fontSize="small" />}
          />
        </Box>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: pages ? 'minmax(0, 1fr) 220px' : '1fr' },
        }}
      >
        <FormTextField
          name={`files.${index}.name`}
          label={t('digital_copies.image_label')}
          placeholder={file.filename}
          size="small"
        />
        {pages && <PageSelect index={index} pages={pages} />}
      </Box>
    </Paper>
  );
}

/** The catalog page an image shows ("None" first), its error under it. */
function PageSelect({ index, pages }: { index: number; pages: readonly PageOption[] }) {
  const { t, language } = useTranslation();
  return (
    <FormSelect
      name={`files.${index}.page`}
      size="small"
      label={t('digital_copies.page')}
      options={pages.map((page) => ({
        value: page.id,
        label: pageTitle({ number: page.number }, language),
      }))}
      noneLabel={t('digital_copies.page_none')}
      otherLabel={t('digital_copies.page_elsewhere')}
    />
  );
}

type RowButtonProps = {
  title: string;
  icon: ReactNode;
  disabled?: boolean;
  onClick: () => void;
};

function RowButton({ title, icon, disabled, onClick }: RowButtonProps) {
  const button = (
    <IconButton aria-label={title} disabled={disabled} onClick={onClick} size="small">
      {icon}
    </IconButton>
  );
  // A disabled button gets no pointer events; the tooltip needs a wrapper to stay quiet.
  return disabled ? button : <Tooltip title={title}>{button}</Tooltip>;
}
