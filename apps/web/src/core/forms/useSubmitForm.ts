import type { BaseSyntheticEvent } from 'react';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { useSubmitFailure } from './useSubmitFailure';

/** A request a form sends with its checked values: a refusal's message, or nothing. */
export type FormRequest<T extends FieldValues> = (
  values: T,
  form: UseFormReturn<T>,
) => Promise<string | null | void>;

/**
 * A form (react-hook-form's, `options`) that sends `request` with its checked values: `onSubmit`
 * is its submit handler, `busy` true while the request is under way, `failure` what the request
 * answered or why it failed (useSubmitFailure), cleared as the next one starts. `request` gets the
 * form too, to put a refusal's errors under their fields (placeServerErrors).
 */
export function useSubmitForm<T extends FieldValues>(
  options: UseFormProps<T>,
  request: FormRequest<T>,
) {
  const form = useForm<T>(options);
  const { failure, attempt } = useSubmitFailure();
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit((values) => attempt(() => request(values, form)));
  return { form, register: form.register, errors, busy: isSubmitting, failure, onSubmit };
}

/** What a form's markup needs of useSubmitForm: its submit handler, progress and failure. */
export type SubmitFormState = {
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  busy: boolean;
  failure: string | null;
};
