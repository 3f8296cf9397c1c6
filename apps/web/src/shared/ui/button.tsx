import type { ComponentProps } from 'react';
import { buttonClassName, type ButtonStyleProps } from './button-class-name';

export type ButtonProps = ButtonStyleProps & ComponentProps<'button'>;

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return (
    <button type={type} className={buttonClassName({ variant, size }, className)} {...props} />
  );
}
