import { Box } from '@mui/material';
import { useTranslation } from '../../core/i18n/useTranslation';
import { ChildList } from '../../core/editor/ChildList';
import { FormTextField } from '../../core/editor/FormTextField';
import { newScoreRow, type VoiceFormValues } from '../score-form-values';

type Props = {
  /** The list's path: `voices` (the score's scoring) or `parts.{i}.voices`. */
  name: string;
  /** The removal rule of spec §4 for this list (removing the last leaves one empty voice). */
  removeItem: (rows: VoiceFormValues[], index: number) => VoiceFormValues[];
  /** Distinguishes the voices of several parts in accessible names ("Part 2, voice 1"). */
  owner?: string;
};

/** A scoring: voices or instruments, each with how many and its position in the score. */
export function VoiceList({ name, removeItem, owner }: Props) {
  const { t } = useTranslation();
  const itemLabel = (index: number) =>
    owner
      ? t('scores.owned_voice_n', { owner, n: index + 1 })
      : t('scores.voice_n', { n: index + 1 });
  return (
    <ChildList<VoiceFormValues>
      name={name}
      newItem={newScoreRow.voice}
      removeItem={removeItem}
      movable={false}
      itemLabel={itemLabel}
      addLabel={t('scores.add_voice')}
      renderItem={(index) => (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'minmax(0, 1fr) 110px 110px' },
          }}
        >
          <FormTextField
            name={`${name}.${index}.voice`}
            label={t('scores.voice')}
            help={t('scores.voice_help')}
            sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
          />
          <FormTextField
            name={`${name}.${index}.count`}
            label={t('scores.count')}
            type="number"
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
          />
          <FormTextField
            name={`${name}.${index}.position`}
            label={t('scores.position')}
            type="number"
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
          />
        </Box>
      )}
    />
  );
}
