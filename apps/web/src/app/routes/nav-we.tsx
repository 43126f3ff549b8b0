import { NavWeView } from '@/features/content/components/nav-we-view';

/** navWe (spec §2): about us — company, versions, agreements, customer service. */
export default function NavWeScreen() {
  return <NavWeView />;
}
