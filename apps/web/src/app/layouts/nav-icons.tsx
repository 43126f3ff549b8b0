// The navigation bar's own icons, drawn here: the bar is on every route, and antd-mobile-icons
// ship each icon as a 2 kB module, which the first route's budget feels.
const common = {
  viewBox: '0 0 24 24',
  width: '1em',
  height: '1em',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export function BackIcon() {
  return (
    <svg {...common} strokeWidth={2.2}>
      <path d="M15 4.5 7.5 12l7.5 7.5" />
    </svg>
  );
}

export function HomeIcon() {
  return (
    <svg {...common}>
      <path d="M3.5 10.4 12 3.5l8.5 6.9V20a1 1 0 0 1-1 1H15v-6H9v6H4.5a1 1 0 0 1-1-1z" />
    </svg>
  );
}

export function GlobeIcon() {
  return (
    <svg {...common} strokeWidth={1.6}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.6 5.6 3.6 9s-1.1 6.4-3.6 9c-2.5-2.6-3.6-5.6-3.6-9S9.5 5.6 12 3z" />
    </svg>
  );
}
