import { HomeView } from '@/features/home/components/home-view';

/** Home (spec §2 tab 0, `/` and `/pages/home/index`). */
export default function HomeScreen() {
  return <HomeView />;
}
