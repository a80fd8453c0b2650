import { TEXT_LIMITS } from '@partitura/domain';
import { useQuery, type TypedDocument, type Variables } from '../graphql';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useState, type Ref } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useDebouncedValue } from '../components/useDebouncedValue';

/** A record another one refers to, as a picker holds it: its id (none yet for "create new"). */
export type Picked = { id?: string | null };

/** What every picker of the kit takes: its label, value and the field's error. */
export type PickerProps<T extends Picked> = {
  label: string;
  value: T | null;
  onChange: (value: T | null) => void;
  onBlur?: () => void;
  /** The field's error: a message key (translated here). */
  error?: string | null;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  /** The text input's element, so the form can focus it (react-hook-form's `field.ref`). */
  inputRef?: Ref<HTMLInputElement>;
};

/** A picker's search: its query, the variables for a search text and the found records. */
export type PickerSearch<T extends Picked, Q> = {
  query: TypedDocument<Q, Variables>;
  variables: (search: string) => Variables;
  options: (data: Q) => T[];
  optionLabel: (option: T) => string;
  /** A second line under an option, e.g. a person's dates. */
  optionDetail?: (option: T) => string | null | undefined;
  /** Offers "Create “text”" for a text no option has (e.g. a genre created on save). */
  createOption?: (text: string) => T;
};

const DEBOUNCE_MS = 250;

/** An option that stands for a record to be created from the typed text. */
type Option<T> = T & { __create?: string };

/**
 * A reference field: an autocomplete that searches the server as the person types (debounced;
 * only while the list is open), shows the found records by their labels and keeps the chosen one.
 */
export function ReferencePicker<T extends Picked, Q>({
  search,
  ...props
}: PickerProps<T> & { search: PickerSearch<T, Q> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const { data, loading, error } = useQuery(search.query, {
    variables: search.variables(debounced),
    skip: !open,
  });
  const typed = text.trim();
  // Results of an older search are not shown while the person is still typing.
  const settled = typed === debounced;
  const found: Option<T>[] = data && settled && !loading ? search.options(data as Q) : [];
  const offerCreate =
    search.createOption &&
    typed !== '' &&
    !found.some((option) => search.optionLabel(option).toLowerCase() === typed.toLowerCase());
  const options: Option<T>[] = offerCreate
    ? [...found, { ...search.createOption!(typed), __create: typed }]
    : found;
  const message = props.error ? t(props.error) : undefined;

  return (
    <Autocomplete<Option<T>>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={(props.value as Option<T> | null) ?? null}
      onChange={(_event, value) => {
        if (value?.__create !== undefined) {
          const { __create: _ignored, ...created } = value;
          props.onChange(created as unknown as T);
        } else props.onChange(value);
      }}
      onInputChange={(_event, value, reason) => {
        if (reason === 'input') setText(value);
        else if (reason === 'clear' || reason === 'reset') setText('');
      }}
      onBlur={props.onBlur}
      disabled={props.disabled}
      options={options}
      // The server has searched already (names, accents, variants); nothing to filter here.
      filterOptions={(all) => all}
      getOptionLabel={(option) =>
        option.__create !== undefined
          ? t('editor.picker_create', { text: option.__create })
          : search.optionLabel(option)
      }
      isOptionEqualToValue={(option, value) =>
        option.id && value.id
          ? option.id === value.id
          : search.optionLabel(option) === search.optionLabel(value)
      }
      loading={loading || !settled}
      loadingText={t('editor.picker_searching')}
      noOptionsText={error ? t('editor.picker_failed') : t('editor.picker_nothing_found')}
      openText={t('editor.picker_open')}
      closeText={t('editor.picker_close')}
      clearText={t('editor.picker_clear')}
      renderOption={({ key, ...optionProps }, option) => {
        const detail = option.__create === undefined ? search.optionDetail?.(option) : null;
        return (
          <Box component="li" key={key} {...optionProps}>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontStyle: option.__create !== undefined ? 'italic' : undefined }}>
                {option.__create !== undefined
                  ? t('editor.picker_create', { text: option.__create })
                  : search.optionLabel(option)}
              </Typography>
              {detail && (
                <Typography variant="body2" color="text.secondary">
                  {detail}
                </Typography>
              )}
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          // Labels sit above the field, as in every other field of the editors.
          InputLabelProps={{ ...params.InputLabelProps, shrink: true }}
          // What the server takes as a search (a new record's name is a line, longer still).
          inputProps={{ ...params.inputProps, maxLength: TEXT_LIMITS.search }}
          inputRef={props.inputRef}
          label={props.label}
          required={props.required}
          error={Boolean(message)}
          helperText={message ?? props.helperText}
        />
      )}
    />
  );
}
