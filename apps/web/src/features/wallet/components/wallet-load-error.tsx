import { Button } from 'antd-mobile';
import { EmptyView } from '@/components/ui/empty-view';
import { useWalletTranslation } from '../hooks/use-wallet-translation';

/** The wallet could not be read (the API client said why): a way to try again. */
export function WalletLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useWalletTranslation();
  return (
    <EmptyView text={t('wallet.loadFailed')}>
      <Button size="small" shape="rounded" loading={retrying} onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </EmptyView>
  );
}
