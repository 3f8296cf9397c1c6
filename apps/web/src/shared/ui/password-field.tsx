import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCapsLock } from '../hooks/use-caps-lock';
import { EyeIcon, EyeOffIcon } from './icons';
import styles from './password-field.module.css';
import { TextField, type TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/**
 * A password input that warns while Caps Lock is on (spec 000 §5) and can show what was typed,
 * which saves a wrong attempt on a phone keyboard.
 */
export function PasswordField({ hint, onKeyDown, onKeyUp, onBlur, ...props }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);
  const { isCapsLockOn, capsLockHandlers } = useCapsLock();

  const capsLockWarning = isCapsLockOn ? (
    <span role="status" className={styles.capsLock}>
      {t('caps_lock_on')}
    </span>
  ) : null;

  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      hint={
        hint === undefined && capsLockWarning === null ? undefined : (
          <>
            {capsLockWarning}
            {hint}
          </>
        )
      }
      onKeyDown={(event) => {
        capsLockHandlers.onKeyDown(event);
        onKeyDown?.(event);
      }}
      onKeyUp={(event) => {
        capsLockHandlers.onKeyUp(event);
        onKeyUp?.(event);
      }}
      onBlur={(event) => {
        capsLockHandlers.onBlur();
        onBlur?.(event);
      }}
      trailing={
        <button
          type="button"
          className={styles.toggle}
          aria-label={isVisible ? t('password_hide') : t('password_show')}
          aria-pressed={isVisible}
          onClick={() => setIsVisible((wasVisible) => !wasVisible)}
        >
          {isVisible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
