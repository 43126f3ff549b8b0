import { useQuery } from '@tanstack/react-query';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/lib/format';
import { getStoreCode } from '../api/get-store-code';

/**
 * The store's rotating self-service code, on its signed-in clerk's desk (docs/decisions.md
 * "Self-service write-off"): a member types it to redeem their own order; it changes every minute.
 */
export function StoreCodeCard() {
  const { t } = useTranslation();
  const code = useQuery({
    queryKey: ['admin', 'store-code'],
    queryFn: () => getStoreCode({}),
    refetchInterval: (query) => Math.max(1_000, Date.parse(query.state.data?.changesAt ?? '') - Date.now() + 500 || 10_000),
  });
  if (!code.data) return null;
  return (
    <Card size="small" title={t('storeCode.title')}>
      {code.data.code ? (
        <>
          <Typography.Title level={2} style={{ margin: 0, letterSpacing: 8 }} data-testid="store-code">
            {code.data.code}
          </Typography.Title>
          <Typography.Text type="secondary">{t('storeCode.changesAt', { time: formatTime(code.data.changesAt) })}</Typography.Text>
        </>
      ) : (
        <Typography.Text type="secondary" data-testid="store-code-off">
          {t('storeCode.off')}
        </Typography.Text>
      )}
    </Card>
  );
}
