import type { Catalogue } from '../../types';
import type source from './zh-Hant';

const orderStatus: Catalogue<typeof source> = {
  '0': 'Pending payment',
  '1': 'Waiting for delivery',
  '2': 'Waiting for self-pickup',
  '3': 'Waiting for receipt',
  '4': 'Pending write-off',
  '5': 'Pending installation',
  '6': 'Done',
  '7': 'Refunded',
  '8': 'Canceled',
};

export default orderStatus;
