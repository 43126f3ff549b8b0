import { sha256Hex } from '../lib/crypto';
import type { Services } from '../app';
import { findUserByContact } from '../modules/accounts/accounts.repository';
import type { Db } from './database';

/** The demo member `npm start` prints; created through the same service as a real registration. */
export const DEMO_MEMBER = { email: 'demo@uu.example', password: 'demo1234' } as const;

/**
 * Demo data for `npm start` (DEMO_DATA=1), written through the services an operator and a member
 * use, and only into a database that has no such data yet.
 */
export async function seedDemoData(db: Db, services: Services): Promise<{ created: boolean }> {
  if (await findUserByContact(db.kysely, DEMO_MEMBER.email)) return { created: false };
  const member = await services.accounts.createAccount({
    contact: DEMO_MEMBER.email,
    passwordDigest: sha256Hex(DEMO_MEMBER.password),
    nickname: 'demo',
  });
  // What an operator does for a new platform: channels to top up through, a CRC rate; and for the
  // demo member: activation and a starting balance, as a ledger adjustment with its reason.
  await services.platform.set('topUpChannels', [
    { id: 'bank-transfer', kind: 'bank', name: 'Bank transfer', account: '004-12-345678-9', holder: 'UU Demo Ltd', note: null },
    { id: 'e-wallet', kind: 'ewallet', name: 'E-wallet', account: 'uu-demo-wallet', holder: null, note: null },
  ]);
  await services.wallet.setRate(125);
  await services.accounts.activate(member.id);
  await services.wallet.adjust(member.id, 'UU', 1_000_00, 'demo funds');
  // The contacts an operator would enter in the console (issue 9); example addresses, not real ones.
  await services.platform.set('customerService', {
    contacts: [
      { kind: 'email', value: 'support@uu.example', label: null },
      { kind: 'phone', value: '+886 2 2700 0000', label: null },
    ],
    hours: { 'zh-Hant': '週一至週五 09:00–18:00（台北時間）', 'zh-Hans': '周一至周五 09:00–18:00（台北时间）', en: 'Mon–Fri 09:00–18:00 (Taipei time)' },
  });
  return { created: true };
}
