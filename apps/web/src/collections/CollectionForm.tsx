import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import { useMutation } from '@apollo/client/react';
import { Alert, Box, Button, CircularProgress, Paper, TextField } from '@mui/material';
import { validateCollection } from '@partitura/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { NoticeState } from '../app/components/useNotice';
import { domainResolver } from '../app/forms/domain-resolver';
import { applyServerErrors, CONFLICT_KEY } from '../app/forms/server-errors';
import { UpsertCollectionMutation } from './collection-documents';
import { collectionPath } from './collection-model';

export type CollectionFormValues = { name: string; prefix: string };

/** The record being edited: no id while it is new; `version` is sent back with the save. */
export type EditedCollection = CollectionFormValues & { id: string | null; version: number | null };

type Problem = { kind: 'conflict' } | { kind: 'message'; text: string };

const resolver = domainResolver<CollectionFormValues>((values) => validateCollection(values));

type Props = {
  collection: EditedCollection;
  /** Loads the stored version again (offered after a conflict); absent for a new record. */
  onReload?: () => void;
};

/** Name and prefix of a collection, checked by the domain rules, saved with its version. */
export function CollectionForm({ collection, onReload }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [upsert] = useMutation(UpsertCollectionMutation);
  const [problem, setProblem] = useState<Problem | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CollectionFormValues>({
    defaultValues: { name: collection.name, prefix: collection.prefix },
    resolver,
  });

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    const input = {
      id: collection.id,
      name: values.name.trim(),
      prefix: values.prefix.trim(),
      version: collection.version,
    };
    try {
      const { data } = await upsert({ variables: { input } });
      const result = data?.upsertCollection;
      if (result?.success && result.id) {
        // Saved: show the record as the server now holds it, reloaded by id (spec §4).
        const state: NoticeState = { notice: 'collections.saved' };
        await navigate(collectionPath(result.id), { state });
        return;
      }
      const unplaced = applyServerErrors(result?.errors ?? [], ['name', 'prefix'], setError);
      if (unplaced.some((error) => error.key === CONFLICT_KEY)) setProblem({ kind: 'conflict' });
      else if (unplaced.length > 0 || !result?.errors.length) {
        setProblem({ kind: 'message', text: result?.message || t('Collection.server_error') });
      }
    } catch {
      setProblem({ kind: 'message', text: t('common.network_error') });
    }
  });

  const cancelTo = collection.id ? collectionPath(collection.id) : '/';

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
        {problem?.kind === 'conflict' && (
          <Alert
            severity="warning"
            action={
              onReload && (
                <Button color="inherit" size="small" onClick={onReload}>
                  {t('record.load_current')}
                </Button>
              )
            }
          >
            {t(CONFLICT_KEY)} {t('record.conflict_hint')}
          </Alert>
        )}
        {problem?.kind === 'message' && <Alert severity="error">{problem.text}</Alert>}
        <TextField
          label={t('collections.name')}
          required
          autoFocus={!collection.id}
          error={Boolean(errors.name)}
          helperText={errors.name?.message ? t(errors.name.message) : t('collections.name_help')}
          {...register('name')}
        />
        <TextField
          label={t('collections.prefix')}
          required
          error={Boolean(errors.prefix)}
          helperText={
            errors.prefix?.message ? t(errors.prefix.message) : t('collections.prefix_help')
          }
          slotProps={{ htmlInput: { spellCheck: false } }}
          {...register('prefix')}
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            type="submit"
            variant="contained"
            disabled={isSubmitting}
            startIcon={
              isSubmitting ? (
                <CircularProgress size={18} color="inherit" aria-hidden="true" />
              ) : (
                <SaveOutlinedIcon />
              )
            }
          >
            {isSubmitting ? t('common.saving') : t('common.save')}
          </Button>
          <Button component={Link} to={cancelTo} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
