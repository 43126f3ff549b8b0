import type { SVGProps } from 'react';

/** The UU mark (the same drawing as public/favicon.svg). */
export function BrandMark(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" {...props}>
      <defs>
        <linearGradient id="uu-brand-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff9a4d" />
          <stop offset="1" stopColor="#ff3f5e" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="url(#uu-brand-mark)" />
      <path
        d="M12 19v15a8 8 0 0 0 16 0V19h-5.5v15a2.5 2.5 0 0 1-5 0V19zm24 0v15a8 8 0 0 0 16 0V19h-5.5v15a2.5 2.5 0 0 1-5 0V19z"
        fill="#fff"
      />
    </svg>
  );
}
