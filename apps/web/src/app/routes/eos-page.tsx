import { EosView } from '@/features/finance/components/eos-view';

/** eosPage: the CRC reference price, its history, the member's CRC, the exchange. */
export default function EosScreen() {
  return <EosView />;
}
