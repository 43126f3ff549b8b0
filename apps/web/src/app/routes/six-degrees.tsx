import { SixDegreesView } from '@/features/team/components/six-degrees-view';

/** sixDegrees (spec §2): the member's team by depth 1 to 6. */
export default function SixDegreesScreen() {
  return <SixDegreesView />;
}
