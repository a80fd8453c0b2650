import { Box, Typography } from '@mui/material';
import { AUTHORITY_SCHEME_LABELS, AUTHORITY_SCHEMES, isAuthorityScheme } from '@partitura/domain';
import { useWatch } from 'react-hook-form';
import { ChildList } from '../editor/ChildList';
import { FormSelect } from '../editor/FormSelect';
import { FormTextField } from '../editor/FormTextField';
import { useTranslation } from '../i18n/useTranslation';
import type { AuthorityIdRow } from './authority-form';

const OPTIONS = AUTHORITY_SCHEMES.map((scheme) => ({
  value: scheme,
  label: AUTHORITY_SCHEME_LABELS[scheme],
}));

const newRow = (): AuthorityIdRow => ({ scheme: 'gnd', value: '' });

/**
 * A record's authority identifiers in its editor (the form's `authority_ids`): a row each, the
 * authority file chosen, the identifier typed, each checked by its file's rule.
 */
export function AuthorityIdsField() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="subtitle1" component="h2">
        {t('authority.title')}
      </Typography>
      <Typography color="text.secondary">{t('authority.intro')}</Typography>
      <ChildList<AuthorityIdRow>
        name="authority_ids"
        newItem={newRow}
        itemLabel={(index) => t('authority.item', { n: index + 1 })}
        addLabel={t('authority.add')}
        emptyText={t('authority.none')}
        movable={false}
        renderItem={(index) => (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(9rem, 1fr) 3fr' },
              alignItems: 'start',
            }}
          >
            <FormSelect
              name={`authority_ids.${index}.scheme`}
              label={t('authority.scheme')}
              options={OPTIONS}
              noneLabel={t('authority.scheme_none')}
            />
            <ValueField index={index} />
          </Box>
        )}
      />
    </Box>
  );
}

/** A row's identifier, its help the chosen authority file's own form and example. */
function ValueField({ index }: { index: number }) {
  const { t } = useTranslation();
  const scheme = useWatch<{ authority_ids: AuthorityIdRow[] }>({
    name: `authority_ids.${index}.scheme`,
  });
  return (
    <FormTextField
      name={`authority_ids.${index}.value`}
      label={t('authority.value')}
      help={t(isAuthorityScheme(scheme) ? `authority.help_${scheme}` : 'authority.value_help')}
      autoComplete="off"
      spellCheck={false}
    />
  );
}
