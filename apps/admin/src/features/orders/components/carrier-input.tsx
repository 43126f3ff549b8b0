import { Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARRIERS, OTHER_CARRIER } from '../lib/carriers';

/**
 * A form control for the carrier: a list of the common carriers, or "another carrier" with its name typed. The
 * value is the carrier's name as the order keeps it; a name not in the list opens on "another carrier".
 */
export function CarrierInput({ id, value, onChange }: { id?: string; value?: string; onChange?: (value: string) => void }) {
  const { t } = useTranslation();
  const names = CARRIERS.map((code) => t(`orders.carriers.${code}`));
  const [other, setOther] = useState(() => Boolean(value) && !names.includes(value ?? ''));
  const selected = other ? OTHER_CARRIER : value && names.includes(value) ? value : undefined;
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select
        id={id}
        showSearch
        optionFilterProp="label"
        value={selected}
        placeholder={t('orders.ship.carrierPlaceholder')}
        style={{ minWidth: 200 }}
        options={[...names.map((name) => ({ value: name, label: name })), { value: OTHER_CARRIER, label: t('orders.ship.other') }]}
        onChange={(next: string) => {
          const isOther = next === OTHER_CARRIER;
          setOther(isOther);
          onChange?.(isOther ? '' : next);
        }}
      />
      {other ? (
        <Input
          aria-label={t('orders.ship.otherName')}
          placeholder={t('orders.ship.otherName')}
          maxLength={60}
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
        />
      ) : null}
    </Space.Compact>
  );
}
