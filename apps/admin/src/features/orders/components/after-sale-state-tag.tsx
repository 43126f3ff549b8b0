import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AfterSaleState } from '@uu/contract/after-sales';

/** Waiting on the operator (orange), on the member (blue), finished (green, red for refused). */
const COLOURS: Record<AfterSaleState, string> = {
  requested: 'orange',
  approved: 'blue',
  returned: 'orange',
  refused: 'red',
  refunded: 'green',
  exchanged: 'green',
};

export function AfterSaleStateTag({ state }: { state: AfterSaleState }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOURS[state]} data-testid="after-sale-state">
      {t(`orders.afterSales.states.${state}`)}
    </Tag>
  );
}
