import {
  LUGAS_MIGRATION_FIELDS as F,
  LUGAS_MIGRATION_MESSAGES,
  type LugasMigrationField,
  type TLugasMigrationResponse,
} from '@playfair/contracts/lugas-migration';
import type { LugasMigrationTextKey } from '../text-keys';

// spec 001 §5 / §8: what the German migration's answer shows. The spec's message names map to
// catalog keys (lower snake case) here, in one place:
//   account.registration.error-message → lugas_migration_error_generic
//   user-data-error                    → lugas_migration_error_user_data
//   monthly-limit-error                → lugas_migration_error_monthly_limit

/** spec 001 §5: each field's own error text, used in place of the server's when it has one. */
export const LUGAS_FIELD_ERROR_KEYS: Readonly<
  Partial<Record<LugasMigrationField, LugasMigrationTextKey>>
> = {
  [F.monthlyLimit]: 'lugas_migration_limit_error',
  [F.placeOfBirth]: 'lugas_migration_place_invalid',
  [F.termsConsented]: 'lugas_migration_consent_required',
  [F.privacyConsented]: 'lugas_migration_consent_required',
};

export type LugasAnswerView =
  | { kind: 'done'; redirect: string }
  | {
      kind: 'refused';
      /** The form's message (a catalog key), or null when the fields say it all. */
      messageKey: LugasMigrationTextKey | null;
      /** Field name → the text under it, translated. */
      fieldErrors: Readonly<Record<string, string>>;
    };

/**
 * The answer as the modal shows it: success follows data.redirect; 'Validation error.' marks the
 * fields (their own text, else the server's); the two update failures have their own messages;
 * anything else is the generic failure.
 */
export function lugasAnswerView(
  answer: TLugasMigrationResponse,
  t: (key: LugasMigrationTextKey) => string,
): LugasAnswerView {
  if (answer.success && answer.data !== undefined) {
    return { kind: 'done', redirect: answer.data.redirect };
  }
  const serverFieldErrors = (isOwnTextUsed: boolean) =>
    Object.fromEntries(
      Object.entries(answer.errors).map(([field, text]) => {
        const own = isOwnTextUsed
          ? LUGAS_FIELD_ERROR_KEYS[field as LugasMigrationField]
          : undefined;
        return [field, own === undefined ? text : t(own)];
      }),
    );
  switch (answer.message) {
    case LUGAS_MIGRATION_MESSAGES.validation:
      return { kind: 'refused', messageKey: null, fieldErrors: serverFieldErrors(true) };
    case LUGAS_MIGRATION_MESSAGES.userDetails:
      return {
        kind: 'refused',
        messageKey: 'lugas_migration_error_user_data',
        fieldErrors: serverFieldErrors(false),
      };
    case LUGAS_MIGRATION_MESSAGES.monthlyLimit:
      return {
        kind: 'refused',
        messageKey: 'lugas_migration_error_monthly_limit',
        fieldErrors: serverFieldErrors(false),
      };
    default:
      return { kind: 'refused', messageKey: 'lugas_migration_error_generic', fieldErrors: {} };
  }
}
