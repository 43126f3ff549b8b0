// The home page's service icons, drawn here (components/ui/icon-svg.ts says why).
import { iconSvgProps as common } from '@/components/ui/icon-svg';

const paths = {
  mall: 'M5 8h14l-1.2 11.2a1 1 0 0 1-1 .8H7.2a1 1 0 0 1-1-.8zM9 8V6.5a3 3 0 0 1 6 0V8',
  chat: 'M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v10a1.5 1.5 0 0 1-1.5 1.5H10l-4.5 3.5V17A1.5 1.5 0 0 1 4 15.5z',
  signIn: 'M4.5 6.5h15v13h-15zM4.5 10.5h15M8.5 4v4M15.5 4v4M9 15l2 2 4-4',
  myMoney: 'M4 7.5h14.5a1.5 1.5 0 0 1 1.5 1.5v9.5a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 18.5v-13A1.5 1.5 0 0 1 5.5 4H17M16 14h.01',
  myOrder: 'M6 3.5h12v17H6zM9 8h6M9 12h6M9 16h3',
  myCoupon: 'M3.5 7h17v3a2 2 0 0 0 0 4v3h-17v-3a2 2 0 0 0 0-4zM14 7v10',
  flow: 'M12 20.5a1 1 0 1 0 0-.01M8.5 16.5a5 5 0 0 1 7 0M5.5 13a9.5 9.5 0 0 1 13 0M2.5 9.5a14 14 0 0 1 19 0',
  eos: 'M4 19.5h16M6 16l4-5 3 3 5-7',
} as const;

export type HomeIconName = keyof typeof paths;

export function HomeIcon({ name }: { name: HomeIconName }) {
  return (
    <svg {...common}>
      <path d={paths[name]} />
    </svg>
  );
}
