import { SearchView } from '@/features/mall/components/search-view';

/** mallSearch (issue 22): /subpackage/mallSearch/index?q=…&sort=…; visitors may search. */
export default function MallSearchScreen() {
  return <SearchView />;
}
