import { EmptyView } from '@/components/ui/empty-view';

/**
 * The screen of every route whose issue has not landed: the layout gives it the navigation bar
 * with its title, and it shows the empty view, never invented content.
 */
export default function PendingScreen() {
  return <EmptyView />;
}
