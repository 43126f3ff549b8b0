import { MallView } from '@/features/mall/components/mall-view';

/** mall (spec §2 /pages/mall/index): the points mall's goods by category and name. Visitors may browse. */
export default function MallScreen() {
  return <MallView />;
}
