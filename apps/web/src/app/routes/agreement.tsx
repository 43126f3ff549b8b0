import { useSearchParams } from '@/lib/router';
import { EmptyView } from '@/components/ui/empty-view';
import { AgreementView } from '@/features/content/components/agreement-view';

/** /pages/agreement/index?id=1 (service agreement) or ?id=2 (privacy policy). */
export default function AgreementScreen() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id <= 0) return <EmptyView />;
  return <AgreementView id={id} />;
}
