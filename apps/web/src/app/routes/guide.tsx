import { GuideView } from '@/features/content/components/guide-view';

/** guide (spec §2): the guide in the interface language and the FAQ as a collapsible list. */
export default function GuideScreen() {
  return <GuideView />;
}
