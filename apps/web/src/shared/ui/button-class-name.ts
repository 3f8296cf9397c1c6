import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonStyleProps = {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/** The class list of a button look, shared by <Button> and <LinkButton>. */
export function buttonClassName(
  { variant = 'primary', size = 'md' }: ButtonStyleProps,
  extra?: string,
): string {
  return [styles.button, styles[variant], styles[size], extra].filter(Boolean).join(' ');
}
