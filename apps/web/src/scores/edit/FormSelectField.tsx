import { useTranslation } from '../../core/i18n/useTranslation';
import { FormSelect, type SelectOption } from '../../core/editor/FormSelect';

export type { SelectOption };

type Props = {
  /** The field's path in the editor's form, e.g. `attributions.0.function`. */
  name: string;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
  help?: string;
};

/**
 * A choice from one of the closed lists of spec §9 (relator functions, qualifiers, part types,
 * clefs, key signatures), bound to the form by `name`, its error translated under it. "None" is
 * offered first; a stored code outside the list is kept and shown as it is.
 */
export function FormSelectField(props: Props) {
  const { t } = useTranslation();
  return <FormSelect {...props} noneLabel={t('scores.none')} />;
}
