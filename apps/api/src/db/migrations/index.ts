import type { Migration } from 'kysely';
import * as m20261122000000 from './2026-11-22T000000-accounts';
import * as m20261123000000 from './2026-11-23T000000-account-management';
import * as m20261124000000 from './2026-11-24T000000-wallet';
import * as m20261125000000 from './2026-11-25T000000-chat';
import * as m20261126000000 from './2026-11-26T000000-addresses';
import * as m20261127000000 from './2026-11-27T000000-mall';
import * as m20261128000000 from './2026-11-28T000000-orders';
import * as m20261129000000 from './2026-11-29T000000-coupons';
import * as m20261129010000 from './2026-11-29T010000-admin-uploads';
import * as m20261129020000 from './2026-11-29T020000-packages';
import * as m20261129100000 from './2026-11-29T100000-address-location';
import * as m20261130000000 from './2026-11-30T000000-team';
import * as m20261201000000 from './2026-12-01T000000-content';
import * as m20261202000000 from './2026-12-02T000000-versions';
import * as m20261203000000 from './2026-12-03T000000-admin';
import * as m20261204081000 from './2026-12-04T081000-member-status';
import * as m20261211000000 from './2026-12-11T000000-idempotency-lease';
import * as m20261213000000 from './2026-12-13T000000-order-refunds';
import * as m20261213010000 from './2026-12-13T010000-adjustment-requests';
import * as m20261214000000 from './2026-12-14T000000-security';
import * as m20261217000000 from './2026-12-17T000000-job-leases';
import * as m20261218000000 from './2026-12-18T000000-ledger-reversals';
import * as m20261220020000 from './2026-12-20T020000-devices';
import * as m20261220030000 from './2026-12-20T030000-operator-two-factor';
import * as m20261220040000 from './2026-12-20T040000-payout-controls';
import * as m20261220050000 from './2026-12-20T050000-localized-top-up-channels';
import * as m20261220080000 from './2026-12-20T080000-messages';
import * as m20261221020000 from './2026-12-21T020000-admin-roles';
import * as m20261221030000 from './2026-12-21T030000-export-jobs';
import * as m20261221031000 from './2026-12-21T031000-coupon-limits';
import * as m20261221040000 from './2026-12-21T040000-coupon-expiry-reminders';
import * as m20261221050000 from './2026-12-21T050000-announcements';
import * as m20261221060000 from './2026-12-21T060000-catalogue';
import * as m20261221070000 from './2026-12-21T070000-goods-specs-cart';
import * as m20261221090000 from './2026-12-21T090000-redemption-codes';
import * as m20261222000000 from './2026-12-22T000000-chat-conversations';
import * as m20261222010000 from './2026-12-22T010000-member-tools';
import * as m20261222020000 from './2026-12-22T020000-stores-writeoffs';
import * as m20261222030000 from './2026-12-22T030000-localized-contact-labels';
import * as m20261222040000 from './2026-12-22T040000-chat-replaced';
import * as m20261222050000 from './2026-12-22T050000-chat-models';
import * as m20261222051700 from './2026-12-22T051700-check-in-design';
import * as m20261222061500 from './2026-12-22T061500-chat-cards';
import * as m20261222170000 from './2026-12-22T170000-uu-lots';
import * as m20261223010000 from './2026-12-23T010000-after-sales';
import * as m20261223050000 from './2026-12-23T050000-notify-channels';
import * as m20261223070000 from './2026-12-23T070000-reviews';
import * as m20261224000000 from './2026-12-24T000000-team-buckets';
import * as m20261224010000 from './2026-12-24T010000-notify';
import * as m20261224060000 from './2026-12-24T060000-uu-lots-open';
import * as m20261224070000 from './2026-12-24T070000-check-in-cards-reminders';

/**
 * Every migration, in order, by timestamped name. Listed here rather than read from the
 * directory so that the bundled server carries them.
 */
export const migrations: Record<string, Migration> = {
  '2026-11-22T000000-accounts': m20261122000000,
  '2026-11-23T000000-account-management': m20261123000000,
  '2026-11-24T000000-wallet': m20261124000000,
  '2026-11-25T000000-chat': m20261125000000,
  '2026-11-26T000000-addresses': m20261126000000,
  '2026-11-27T000000-mall': m20261127000000,
  '2026-11-28T000000-orders': m20261128000000,
  '2026-11-29T000000-coupons': m20261129000000,
  '2026-11-29T010000-admin-uploads': m20261129010000,
  '2026-11-29T020000-packages': m20261129020000,
  '2026-11-29T100000-address-location': m20261129100000,
  '2026-11-30T000000-team': m20261130000000,
  '2026-12-01T000000-content': m20261201000000,
  '2026-12-02T000000-versions': m20261202000000,
  '2026-12-03T000000-admin': m20261203000000,
  '2026-12-04T081000-member-status': m20261204081000,
  '2026-12-11T000000-idempotency-lease': m20261211000000,
  '2026-12-13T000000-order-refunds': m20261213000000,
  '2026-12-13T010000-adjustment-requests': m20261213010000,
  '2026-12-14T000000-security': m20261214000000,
  '2026-12-17T000000-job-leases': m20261217000000,
  '2026-12-18T000000-ledger-reversals': m20261218000000,
  '2026-12-20T020000-devices': m20261220020000,
  '2026-12-20T030000-operator-two-factor': m20261220030000,
  '2026-12-20T040000-payout-controls': m20261220040000,
  '2026-12-20T050000-localized-top-up-channels': m20261220050000,
  '2026-12-20T080000-messages': m20261220080000,
  '2026-12-21T020000-admin-roles': m20261221020000,
  '2026-12-21T030000-export-jobs': m20261221030000,
  '2026-12-21T031000-coupon-limits': m20261221031000,
  '2026-12-21T040000-coupon-expiry-reminders': m20261221040000,
  '2026-12-21T050000-announcements': m20261221050000,
  '2026-12-21T060000-catalogue': m20261221060000,
  '2026-12-21T070000-goods-specs-cart': m20261221070000,
  '2026-12-21T090000-redemption-codes': m20261221090000,
  '2026-12-22T000000-chat-conversations': m20261222000000,
  '2026-12-22T010000-member-tools': m20261222010000,
  '2026-12-22T020000-stores-writeoffs': m20261222020000,
  '2026-12-22T030000-localized-contact-labels': m20261222030000,
  '2026-12-22T040000-chat-replaced': m20261222040000,
  '2026-12-22T050000-chat-models': m20261222050000,
  '2026-12-22T051700-check-in-design': m20261222051700,
  '2026-12-22T061500-chat-cards': m20261222061500,
  '2026-12-22T170000-uu-lots': m20261222170000,
  '2026-12-23T010000-after-sales': m20261223010000,
  '2026-12-23T050000-notify-channels': m20261223050000,
  '2026-12-23T070000-reviews': m20261223070000,
  '2026-12-24T000000-team-buckets': m20261224000000,
  '2026-12-24T010000-notify': m20261224010000,
  '2026-12-24T060000-uu-lots-open': m20261224060000,
  '2026-12-24T070000-check-in-cards-reminders': m20261224070000,
};
