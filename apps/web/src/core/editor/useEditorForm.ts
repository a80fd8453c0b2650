import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { domainResolver, type DomainFieldError } from '../forms/domain-resolver';

/**
 * The form of a record editor: checked by the record's domain rule (one rule, one place) when
 * saved, and field by field after the first save attempt. Focusing the first error is left to
 * RecordEditor, which first shows the tab that holds it.
 */
export function useEditorForm<T extends FieldValues>(
  defaultValues: DefaultValues<T>,
  validate: (values: T) => readonly DomainFieldError[],
) {
  return useForm<T>({
    defaultValues,
    resolver: domainResolver(validate),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
}
