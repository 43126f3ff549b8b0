import type { SVGProps } from 'react';

/** The picture of the empty-data view (spec §2), drawn inline so it never depends on a network. */
export function EmptyIllustration(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 200 150" aria-hidden="true" focusable="false" {...props}>
      <defs>
        <linearGradient id="uu-empty-paper" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#f3f4f7" />
        </linearGradient>
        <linearGradient id="uu-empty-accent" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffb38a" />
          <stop offset="1" stopColor="#ff7a5c" />
        </linearGradient>
      </defs>
      <ellipse cx="100" cy="136" rx="72" ry="8" fill="#eef0f4" />
      <rect x="58" y="22" width="84" height="104" rx="10" fill="url(#uu-empty-paper)" stroke="#e3e6ec" strokeWidth="2" />
      <rect x="72" y="42" width="40" height="7" rx="3.5" fill="#e3e6ec" />
      <rect x="72" y="58" width="56" height="6" rx="3" fill="#eceef2" />
      <rect x="72" y="72" width="48" height="6" rx="3" fill="#eceef2" />
      <rect x="72" y="86" width="30" height="6" rx="3" fill="#eceef2" />
      <circle cx="128" cy="94" r="20" fill="#fff" stroke="url(#uu-empty-accent)" strokeWidth="5" />
      <path d="M142 108l14 14" stroke="url(#uu-empty-accent)" strokeWidth="7" strokeLinecap="round" />
      <circle cx="40" cy="46" r="4" fill="#ffd3bf" />
      <circle cx="164" cy="36" r="3" fill="#ffd3bf" />
      <path d="M30 96h10M35 91v10" stroke="#ffc2a8" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M160 64h8M164 60v8" stroke="#e3e6ec" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
