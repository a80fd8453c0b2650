import { useMutation } from '../core/graphql';
import { Alert, Box, Paper, Typography } from '@mui/material';
import { useState, type FormEventHandler, type ReactNode } from 'react';
import { useForm, type FieldPath, type FieldValues, type UseFormProps } from 'react-hook-form';
import { useTranslation } from '../core/i18n/useTranslation';
import { failureMessage } from '../core/graphql/failure-message';
import { placeServerErrors } from '../core/forms/server-errors';
import { SubmitButton } from '../core/forms/SubmitButton';
import type { UpdateMeInput } from '../gql/graphql';
import { UpdateMeMutation } from './account-documents';

type Outcome = { success: true } | { success: false; message: string };

/**
 * The form of a part of the person's account, saved by updateMe: `submit(input, onSaved)` is the
 * form's submit handler, sending what `input` makes of the values; `onSaved` runs once the server
 * has taken them. A refusal goes under the form's `fields`, the rest (and a failure to reach the
 * server) into the outcome the section shows.
 */
export function useAccountForm<T extends FieldValues>(
  options: UseFormProps<T>,
  fields: readonly FieldPath<T>[],
) {
  const { t } = useTranslation();
  const form = useForm<T>(options);
  const [updateMe] = useMutation(UpdateMeMutation);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const submit = <I extends UpdateMeInput>(
    input: (values: T) => I,
    onSaved: (input: I) => unknown,
  ) =>
    form.handleSubmit(async (values) => {
      setOutcome(null);
      const sent = input(values);
      try {
        const { data } = await updateMe({ variables: { input: sent } });
        const result = data?.updateMe;
        if (result?.success) {
          await onSaved(sent);
          setOutcome({ success: true });
          return;
        }
        const refusal = placeServerErrors(result, fields, form.setError, t('account.save_failed'));
        if (refusal) setOutcome({ success: false, message: refusal });
      } catch (error) {
        setOutcome({ success: false, message: failureMessage(error, t) });
      }
    });
  return { form, outcome, submit };
}

type Props = {
  /** The heading's id, which names the section. */
  headingId: string;
  heading: string;
  outcome: Outcome | null;
  /** Said once saved; translated as it is shown, so it follows a new interface language. */
  savedText: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  submitLabel: string;
  submitIcon?: ReactNode;
  children: ReactNode;
};

/** One form of the account screen: its heading, the outcome of the last save, fields, submit. */
export function AccountSection(props: Props) {
  const { headingId, outcome } = props;
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {props.heading}
      </Typography>
      <Box component="form" noValidate onSubmit={props.onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
        {outcome?.success && (
          <Alert severity="success" role="status">
            {props.savedText}
          </Alert>
        )}
        {outcome && !outcome.success && <Alert severity="error">{outcome.message}</Alert>}
        {props.children}
        <Box>
          <SubmitButton
            busy={props.busy}
            label={props.submitLabel}
            busyLabel={t('common.saving')}
            icon={props.submitIcon}
          />
        </Box>
      </Box>
    </Paper>
  );
}
