import { PASSWORD_RULES, type PasswordRule, passwordProblems } from '@playfair/domain/validation';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../i18n/text-key';
import { CheckIcon } from '../ui/icons';
import styles from './password-checklist.module.css';

/** spec 001 §5 password rules, by their catalog keys (`passwordRuleMessageKey` of the domain). */
export const PASSWORD_RULE_TEXT_KEYS = {
  length: 'validation_password_length',
  digit: 'validation_password_digit',
  symbol: 'validation_password_symbol',
  upper: 'validation_password_upper',
  lower: 'validation_password_lower',
  not_email: 'validation_password_not_email',
} as const satisfies Record<PasswordRule, TextKey>;

/** Each password rule, ticked off as the player types. */
export function PasswordChecklist({ password, email = '' }: { password: string; email?: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const problems = new Set(passwordProblems(password, email));

  return (
    <div className={styles.checklist}>
      <p id={titleId} className={styles.title}>
        {t('password_rules_label')}
      </p>
      <ul className={styles.rules} aria-labelledby={titleId}>
        {PASSWORD_RULES.map((rule) => {
          const isMet = password !== '' && !problems.has(rule);
          return (
            <li key={rule} className={styles.rule} data-met={isMet}>
              <CheckIcon className={styles.icon} />
              <span>{t(PASSWORD_RULE_TEXT_KEYS[rule])}</span>
              <span className={styles.status}>
                {isMet ? t('password_rule_met') : t('password_rule_unmet')}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
