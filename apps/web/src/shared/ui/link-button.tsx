import { Link, type LinkProps } from 'react-router';
import { buttonClassName, type ButtonStyleProps } from './button-class-name';

export type LinkButtonProps = ButtonStyleProps & LinkProps;

/** A navigation that looks like a button: it is still a link (it goes somewhere). */
export function LinkButton({ variant, size, className, ...props }: LinkButtonProps) {
  return <Link className={buttonClassName({ variant, size }, className)} {...props} />;
}
