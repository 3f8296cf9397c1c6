import { useId } from 'react';

// 36 pockets on a track of radius 104: each pocket is 2π·104 / 36 long.
const POCKET_LENGTH = (2 * Math.PI * 104) / 36;

function Chip({ x, y, size, tone }: { x: number; y: number; size: number; tone: string }) {
  const edge = (2 * Math.PI * size * 0.78) / 12;
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r={size} fill={tone} />
      <circle
        r={size * 0.78}
        fill="none"
        stroke="#fff"
        strokeOpacity="0.85"
        strokeWidth={size * 0.16}
        strokeDasharray={`${edge / 2} ${edge / 2}`}
      />
      <circle r={size * 0.5} fill="#0b1020" fillOpacity="0.25" />
      <circle r={size * 0.5} fill="none" stroke="#fff" strokeOpacity="0.5" strokeWidth="1.2" />
    </g>
  );
}

/** The home hero's illustration: a roulette wheel and two chips. Decorative only. */
export function HeroArt({ className }: { className?: string }) {
  const id = useId();
  const glowId = `${id}-glow`;
  const goldId = `${id}-gold`;
  return (
    <svg
      className={className}
      viewBox="0 0 360 340"
      width="360"
      height="340"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <radialGradient id={glowId} cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="#f2b84b" stopOpacity="0.28" />
          <stop offset="100%" stopColor="#f2b84b" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={goldId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="#fbd98c" />
          <stop offset="100%" stopColor="#c98a22" />
        </linearGradient>
      </defs>
      <circle cx="180" cy="165" r="165" fill={`url(#${glowId})`} />
      <g transform="translate(180 165)">
        <circle r="134" fill="#0f1528" stroke={`url(#${goldId})`} strokeWidth="7" />
        <circle r="104" fill="none" stroke="#16203b" strokeWidth="34" />
        <circle
          r="104"
          fill="none"
          stroke="#b8323f"
          strokeOpacity="0.9"
          strokeWidth="34"
          strokeDasharray={`${POCKET_LENGTH} ${POCKET_LENGTH}`}
        />
        <circle r="121" fill="none" stroke="#f2b84b" strokeOpacity="0.55" strokeWidth="1.5" />
        <circle r="87" fill="none" stroke="#f2b84b" strokeOpacity="0.55" strokeWidth="1.5" />
        <circle r="62" fill="#121a31" stroke={`url(#${goldId})`} strokeWidth="3" />
        <g stroke={`url(#${goldId})`} strokeWidth="5" strokeLinecap="round">
          <path d="M0-44V44M-44 0H44" />
        </g>
        <circle r="12" fill={`url(#${goldId})`} />
        <circle cx="58" cy="-96" r="8" fill="#f4f6fb" />
      </g>
      <Chip x={52} y={282} size={34} tone="#c98a22" />
      <Chip x={318} y={52} size={24} tone="#2f6fd6" />
    </svg>
  );
}
