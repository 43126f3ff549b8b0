import { FinancialWorldView } from '@/features/finance/components/financial-world-view';

/** The world of mutual finance (spec §2 tab 2). */
export default function FinancialWorldScreen() {
  return <FinancialWorldView />;
}
