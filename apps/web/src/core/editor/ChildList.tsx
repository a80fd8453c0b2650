import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Alert, Box, Button, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import { useRef, type ReactNode } from 'react';
import { get, useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from '../i18n/useTranslation';

/** A child of a list as the form holds it (any record shape). */
type Item = Record<string, unknown>;

type Props<I extends Item> = {
  /** The list's path in the editor's form, e.g. `syllabi` or `parts.2.voices`. */
  name: string;
  /** A new child with the domain's defaults (e.g. `newSyllabus`). */
  newItem: () => I;
  /**
   * The removal rule of spec §4 for this list (e.g. `removeName`): given the current children and
   * an index, the children that remain. Without it the child is simply removed.
   */
  removeItem?: (items: I[], index: number) => I[];
  /** The accessible name of a child, e.g. "Syllabus 2" (used for its region and its buttons). */
  itemLabel: (index: number) => string;
  addLabel: string;
  /** Shown when the list is empty. */
  emptyText?: string;
  /** Whether the children have an order the person may change (default yes). */
  movable?: boolean;
  /** The fields of one child; `index` is its place in the list. */
  renderItem: (index: number) => ReactNode;
};

/**
 * A repeatable child list of a record editor (react-hook-form `useFieldArray`): add, remove (with
 * the list's removal rule), move up and down, each child a labelled region. A new child's first
 * field gets the focus; after a removal the focus goes to the add button, never to the page top.
 */
export function ChildList<I extends Item>({
  name,
  newItem,
  removeItem,
  itemLabel,
  addLabel,
  emptyText,
  movable = true,
  renderItem,
}: Props<I>) {
  const { t } = useTranslation();
  const { control, getValues } = useFormContext();
  // keyName 'key': the children's own `id` (their database id) must stay theirs.
  const { fields, append, move, remove, replace } = useFieldArray({
    control,
    name,
    keyName: 'key',
  });
  const { errors } = useFormState({ name });
  const listError = get(errors, name) as
    { message?: string; root?: { message?: string } } | undefined;
  const listMessage = listError?.message ?? listError?.root?.message;
  const addRef = useRef<HTMLButtonElement>(null);

  const removeAt = (index: number) => {
    if (removeItem) replace(removeItem(getValues(name) as I[], index));
    else remove(index);
    addRef.current?.focus();
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {listMessage && <Alert severity="error">{t(listMessage)}</Alert>}
      {fields.length === 0 && emptyText && (
        <Typography color="text.secondary">{emptyText}</Typography>
      )}
      {fields.map((field, index) => {
        const label = itemLabel(index);
        return (
          <Paper
            key={field.key}
            component="section"
            variant="outlined"
            aria-label={label}
            sx={{ p: 2, display: 'grid', gap: 2 }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Typography variant="subtitle2" component="h3" sx={{ flexGrow: 1 }}>
                {label}
              </Typography>
              {movable && (
                <>
                  <ItemButton
                    title={t('editor.move_up', { item: label })}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    icon={<ArrowUpwardIcon fontSize="small" />}
                  />
                  <ItemButton
                    title={t('editor.move_down', { item: label })}
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                    icon={<ArrowDownwardIcon fontSize="small" />}
                  />
                </>
              )}
              <ItemButton
                title={t('editor.remove', { item: label })}
                onClick={() => removeAt(index)}
                icon={<DeleteOutlineIcon fontSize="small" />}
              />
            </Box>
            {renderItem(index)}
          </Paper>
        );
      })}
      <Box>
        <Button
          ref={addRef}
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => append(newItem() as never, { shouldFocus: true })}
        >
          {addLabel}
        </Button>
      </Box>
    </Box>
  );
}

type ItemButtonProps = {
  title: string;
  icon: ReactNode;
  disabled?: boolean;
  onClick: () => void;
};

function ItemButton({ title, icon, disabled, onClick }: ItemButtonProps) {
  const button = (
    <IconButton aria-label={title} disabled={disabled} onClick={onClick} size="small">
      {icon}
    </IconButton>
  );
  // A disabled button gets no pointer events; the tooltip needs a wrapper to stay quiet.
  return disabled ? button : <Tooltip title={title}>{button}</Tooltip>;
}
