import type { Catalogue } from '../../types';
import type source from './zh-Hant';

const finance: Catalogue<typeof source> = {
  figures: 'My assets',
  uu: 'UU balance',
  crc: 'CRC',
  flowLeft: 'Data left',
  questionsLeft: 'Questions today',
  couponsAvailable: 'Coupons',
  signInToSee: 'Sign in to see your assets',
  signIn: 'Sign in',
  mallServices: 'Mall services',
  lifeServices: 'Life services',
  entries: {
    mall: 'Mall',
    coupons: 'Coupons',
    orders: 'Orders',
    flow: 'Data plans',
    chat: 'Chat packs',
    topUp: 'Top up',
    exchange: 'Get CRC',
  },
  gb: '{{value}} GB',
  mb: '{{value}} MB',
  rateTitle: 'CRC reference price',
  rate: '1 CRC = {{rate}} UU',
  rateUnset: 'No reference price published yet',
  updatedAt: 'Updated {{time}}',
  history: 'Reference price over time',
  noHistory: 'No earlier prices yet',
  myCrc: 'My CRC',
  exchange: 'Exchange UU for CRC',
  about: "CRC is the platform's shared-benefit credit, exchanged for UU at the platform's reference price.",
};

export default finance;
