import { useController } from 'react-hook-form';
import { useTranslation } from '../../core/i18n/useTranslation';
import { ChildList } from '../../core/editor/ChildList';
import { GenrePicker } from '../../core/editor/reference-pickers';
import { newScoreRow, type GenreFormValues } from '../score-form-values';
import { removeGenreRow } from './list-rules';

/**
 * The score's genres, each a known genre or a new one created by name on save. Removing the last
 * leaves one empty row (spec §4); an empty row is not saved.
 */
export function GenreList() {
  const { t } = useTranslation();
  return (
    <ChildList<GenreFormValues>
      name="genres"
      newItem={newScoreRow.genre}
      removeItem={removeGenreRow}
      itemLabel={(index) => t('scores.genre_n', { n: index + 1 })}
      addLabel={t('scores.add_genre')}
      renderItem={(index) => <GenreRow index={index} />}
    />
  );
}

/** One genre row: the picker's value is the row itself, "no genre" is the empty row. */
function GenreRow({ index }: { index: number }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name: `genres.${index}` });
  const row = field.value as GenreFormValues | undefined;
  const error = fieldState.error as { message?: string; name?: { message?: string } } | undefined;
  return (
    <GenrePicker
      label={t('scores.genre')}
      value={row && (row.id || row.name) ? row : null}
      onChange={(value) =>
        field.onChange(value ? { id: value.id ?? null, name: value.name } : newScoreRow.genre())
      }
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={error?.name?.message ?? error?.message}
      helperText={t('scores.genre_help')}
    />
  );
}
