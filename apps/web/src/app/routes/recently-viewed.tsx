import { BrowsedView } from '@/features/mall/components/browsed-view';

/** recentlyViewed (issue 22): the goods the member opened lately, from Mine. */
export default function RecentlyViewedScreen() {
  return <BrowsedView kind="views" />;
}
