// The navigation bar's and the tab bar's own icons (components/ui/icon-svg.ts says why).
import { iconSvgProps as common } from '@/components/ui/icon-svg';

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

// The tab bar's icons (spec §2: home, chat, the world of mutual finance, mine).
export function AppsIcon() {
  return (
    <svg {...common}>
      <rect x="3.5" y="3.5" width="7" height="7" rx="1.5" />
      <rect x="13.5" y="3.5" width="7" height="7" rx="1.5" />
      <rect x="3.5" y="13.5" width="7" height="7" rx="1.5" />
      <rect x="13.5" y="13.5" width="7" height="7" rx="1.5" />
    </svg>
  );
}

export function ChatIcon() {
  return (
    <svg {...common}>
      <path d="M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v10a1.5 1.5 0 0 1-1.5 1.5H10l-4.5 3.5V17h0A1.5 1.5 0 0 1 4 15.5z" />
      <path d="M8.5 10.5h.01M12 10.5h.01M15.5 10.5h.01" strokeWidth={2.6} />
    </svg>
  );
}

export function CoinIcon() {
  return (
    <svg {...common}>
      <circle cx="12" cy="12" r="9" />
      <path d="M9 8l3 4 3-4M8.5 13h7M8.5 16h7M12 12v6" />
    </svg>
  );
}

export function UserIcon() {
  return (
    <svg {...common}>
      <circle cx="12" cy="8.5" r="4" />
      <path d="M4.5 20.5c.8-3.9 3.8-6 7.5-6s6.7 2.1 7.5 6" />
    </svg>
  );
}
