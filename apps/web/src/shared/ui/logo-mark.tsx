import type { SVGProps } from 'react';

/**
 * The Playfair mark: a gold chip edge around a "P". The same drawing is public/favicon.svg and
 * the boot screen of index.html; change all three together.
 */
export function LogoMark(props: Omit<SVGProps<SVGSVGElement>, 'children'>) {
  return (
    <svg viewBox="0 0 64 64" width="40" height="40" aria-hidden="true" focusable="false" {...props}>
      <rect width="64" height="64" rx="16" fill="#141c34" />
      <circle
        cx="32"
        cy="32"
        r="24"
        fill="none"
        stroke="#f2b84b"
        strokeWidth="4"
        strokeDasharray="9.85 9"
        transform="rotate(-12 32 32)"
      />
      <circle
        cx="32"
        cy="32"
        r="18"
        fill="none"
        stroke="#f2b84b"
        strokeOpacity="0.55"
        strokeWidth="1.5"
      />
      <path
        d="M27 42V22h6.5a6.5 6.5 0 0 1 0 13H27"
        fill="none"
        stroke="#f2b84b"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
