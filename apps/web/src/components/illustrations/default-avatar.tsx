import type { SVGProps } from 'react';

/** The avatar of a member who has not uploaded one. */
export function DefaultAvatar(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" {...props}>
      <defs>
        <linearGradient id="uu-avatar-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff3ec" />
          <stop offset="1" stopColor="#ffd9c7" />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="32" fill="url(#uu-avatar-bg)" />
      <circle cx="32" cy="25" r="11" fill="#ff9a70" />
      <path d="M12 54c3.5-10 11-15 20-15s16.5 5 20 15a30 30 0 0 1-40 0z" fill="#ff9a70" />
    </svg>
  );
}
