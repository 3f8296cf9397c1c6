import { LogoMark } from './logo-mark';

/**
 * Shown while texts or code load, so nothing renders half-translated. It has no words of its own
 * (there are none to show yet); the same markup is the static boot screen of index.html.
 */
export function BootScreen() {
  return (
    <div className="pf-boot" aria-busy="true">
      <LogoMark className="pf-boot__mark" width="64" height="64" />
    </div>
  );
}
