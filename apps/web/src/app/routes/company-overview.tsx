import { ContentPageView } from '@/features/content/components/content-page-view';

/** companyOverview (spec §2): the company overview in the interface language. */
export default function CompanyOverviewScreen() {
  return <ContentPageView slug="companyOverview" />;
}
