import { ContentPageView } from './content-page-view';
import { FaqList } from './faq-list';

/** The guide (spec §2 `guide`): the operator's guide text, then the FAQ. */
export function GuideView() {
  return (
    <ContentPageView slug="guide">
      <FaqList />
    </ContentPageView>
  );
}
