import { BrowsedView } from '@/features/mall/components/browsed-view';

/** favourites (issue 22): the member's favourite goods, from Mine. */
export default function FavouritesScreen() {
  return <BrowsedView kind="favourites" />;
}
