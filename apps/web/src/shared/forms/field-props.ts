import type { TFunction } from 'i18next';
import type { FieldBinding } from './use-form-validator';

/**
 * A validator binding as TextField / SelectField props: the shown problem translated, or the
 * server's own text for the field when it answered one (it wins until the field changes).
 */
export function fieldProps(
  binding: FieldBinding,
  t: TFunction,
  serverError?: string,
  onEdit?: () => void,
) {
  const { errorKey, onChange, ...rest } = binding;
  return {
    ...rest,
    onChange: (event: Parameters<FieldBinding['onChange']>[0]) => {
      onEdit?.();
      onChange(event);
    },
    error: serverError ?? (errorKey === null ? null : t(errorKey)),
  };
}
