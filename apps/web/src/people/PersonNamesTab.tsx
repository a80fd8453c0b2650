import { Box, FormControlLabel, Radio, Typography } from '@mui/material';
import { removeName } from '@partitura/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../core/i18n/useTranslation';
import { ChildList } from '../core/editor/ChildList';
import { FormTextField } from '../core/editor/FormTextField';
import type { NameFormValues, PersonFormValues } from './person-form-values';

const newVariant = (): NameFormValues => ({ id: null, name: '', primary: false });

/** The domain's removal rule for names (spec §4), on the form's rows. */
function removeNameRow(names: NameFormValues[], index: number): NameFormValues[] {
  const rule = names.map(({ id, ...name }) => ({ ...name, ...(id ? { id } : {}) }));
  return removeName(rule, index).map((name) => ({ ...name, id: name.id ?? null }));
}

/**
 * The name variants of a person: one is primary (a radio per row). Removing the last name leaves
 * one empty primary name, removing the primary one makes another primary (removeName, spec §4).
 */
export function PersonNamesTab() {
  const { t } = useTranslation();
  const label = (index: number) => t('people.name_n', { n: index + 1 });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{t('people.names_intro')}</Typography>
      <ChildList<NameFormValues>
        name="names"
        newItem={newVariant}
        removeItem={removeNameRow}
        itemLabel={label}
        addLabel={t('people.name_add')}
        renderItem={(index) => (
          <Box
            sx={{
              display: 'flex',
              gap: 2,
              alignItems: 'flex-start',
              flexWrap: { xs: 'wrap', sm: 'nowrap' },
            }}
          >
            <FormTextField
              name={`names.${index}.name`}
              label={t('people.name')}
              autoComplete="off"
            />
            <PrimaryRadio index={index} itemLabel={label(index)} />
          </Box>
        )}
      />
    </Box>
  );
}

/** Makes one name the primary one (and every other one not); the radios form one group. */
function PrimaryRadio({ index, itemLabel }: { index: number; itemLabel: string }) {
  const { t } = useTranslation();
  const { control, setValue, getValues } = useFormContext<PersonFormValues>();
  const primary = useWatch({ control, name: `names.${index}.primary` });
  const choose = () => {
    getValues('names').forEach((_name, position) =>
      setValue(`names.${position}.primary`, position === index, { shouldDirty: true }),
    );
  };
  return (
    <FormControlLabel
      sx={{ flexShrink: 0, mt: 1, mr: 0 }}
      label={t('people.name_primary')}
      control={
        <Radio
          name="primary-name"
          checked={Boolean(primary)}
          onChange={choose}
          slotProps={{ input: { 'aria-label': t('people.name_primary_of', { item: itemLabel }) } }}
        />
      }
    />
  );
}
