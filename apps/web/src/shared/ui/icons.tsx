import type { ReactNode, SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/** Decorative line icons: hidden from assistive technology, coloured by currentColor. */
function Icon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function CasinoIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="4" width="18" height="16" rx="3" />
      <path d="M9 4v16M15 4v16" />
      <path d="M4.8 10.5h2.4l-1.6 3.5M10.8 10.5h2.4l-1.6 3.5M16.8 10.5h2.4l-1.6 3.5" />
    </Icon>
  );
}

export function LiveCasinoIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="6" y="3" width="13" height="17" rx="2.2" transform="rotate(8 12.5 11.5)" />
      <path d="M4.6 6.4 3.4 17.6a2 2 0 0 0 1.7 2.2l3.7.5" />
      <path d="M12.6 9.3c-1.4 1.3-2.8 2.1-2.8 3.4a1.5 1.5 0 0 0 2.6 1l-.4 1.8h1.8l-.2-1.6a1.5 1.5 0 0 0 2.5-1.4c-.2-1.2-1.9-1.9-3.5-3.2Z" />
    </Icon>
  );
}

export function SportsIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m12 7.5 4.2 3-1.6 5h-5.2l-1.6-5Z" />
      <path d="M12 3v4.5M16.2 10.5l4.2-1.4M14.6 15.5l2.6 3.8M9.4 15.5l-2.6 3.8M7.8 10.5 3.6 9.1" />
    </Icon>
  );
}

export function ShieldIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 3 5 6v5.5c0 4.4 2.9 8 7 9.5 4.1-1.5 7-5.1 7-9.5V6Z" />
      <path d="m9 12 2 2 4-4" />
    </Icon>
  );
}

export function BlogIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 3h9l4 4v14H6Z" />
      <path d="M14.5 3v4.5H19M9 12h7M9 15.5h7M9 8.5h3" />
    </Icon>
  );
}

export function InsiderIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m12 3 2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.4l-5.3 3 1.2-6-4.5-4.1 6-.7Z" />
    </Icon>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </Icon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m6 6 12 12M18 6 6 18" />
    </Icon>
  );
}

export function GlobeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
    </Icon>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  );
}

export function ArrowRightIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </Icon>
  );
}

export function InfoIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5M12 7.6v.1" />
    </Icon>
  );
}

export function AlertIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M10.3 4.2 2.8 17.5A2 2 0 0 0 4.5 20.5h15a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0Z" />
      <path d="M12 9.5v4.5M12 17.2v.1" />
    </Icon>
  );
}
