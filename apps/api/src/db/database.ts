import type { Kysely, Transaction } from 'kysely';
import type { RowWrites } from './row-writes';
import type { UsersTable } from '../modules/accounts/accounts.table';
import type {
  AdminLoginChallengesTable,
  AdminRecoveryCodesTable,
  AdminSessionsTable,
  AdminSignInsTable,
  AdminUsersTable,
  AdminRolesTable,
  AuditLogTable,
} from '../modules/admin/admin.table';
import type {
  AdjustmentRequestsTable,
  MemberNotesTable,
  MemberStatusChangesTable,
  MemberTagsTable,
} from '../modules/admin-members/admin-members.table';
import type { VerificationCodesTable } from '../modules/codes/codes.table';
import type { AgreementTranslationsTable, AgreementsTable, ContentPagesTable, FaqItemsTable } from '../modules/content/content.table';
import type { AfterSalesTable } from '../modules/after-sales/after-sales.table';
import type { AddressesTable, RegionsTable } from '../modules/addresses/addresses.table';
import type {
  CartItemsTable,
  CategoriesTable,
  GoodsSkusTable,
  OrderLinesTable,
  GoodsStoresTable,
  GoodsTable,
  OrderRefundsTable,
  OrderWriteoffsTable,
  OrdersTable,
  StoresTable,
} from '../modules/mall/mall.table';
import type { CouponsTable, MemberCouponsTable, OrderTrackingTable, CouponMemberCountsTable } from '../modules/coupons/coupons.table';
import type {
  ChatAnswerUsageTable,
  ChatConversationsTable,
  ChatLogsTable,
  ChatModelChoicesTable,
  ChatModelsTable,
  ChatPackagesTable,
  ChatUsageTable,
  CheckInMonthsTable,
  CheckInCardsTable,
  CheckInRemindersTable,
  SignLogsTable,
} from '../modules/chat/chat.table';
import type { FlowPackagesTable, FlowUsageTable } from '../modules/packages/packages.table';
import type { AdminUploadsTable, UploadsTable } from '../modules/files/files.table';
import type { ReferralRewardsTable, TeamBucketsTable, TeamPathsTable, TeamStatsTable } from '../modules/team/team.table';
import type { SettingsTable } from '../modules/platform/platform.table';
import type { SessionsTable } from '../modules/sessions/sessions.table';
import type { MemberNoticesTable, SignInEventsTable } from '../modules/devices/devices.table';
import type { ThrottlesTable } from '../modules/throttle/throttle.table';
import type { JobLeasesTable } from '../modules/jobs/jobs.table';
import type { ExportJobsTable } from '../modules/admin-finance/export-jobs.table';
import type { AnnouncementMembersTable, AnnouncementsTable } from '../modules/announcements/announcements.table';
import type { MessagesTable } from '../modules/messages/messages.table';
import type { MessageDeliveriesTable, NotifySettingsTable, PushSubscriptionsTable } from '../modules/messages/notify.table';
import type { RedeemBatchesTable, RedeemCodesTable } from '../modules/redemption/redemption.table';
import type { FavouritesTable, GoodsViewsTable, SearchHistoryTable } from '../modules/browse/browse.table';
import type { VersionsTable } from '../modules/versions/versions.table';
import type { GoodsReviewsTable } from '../modules/reviews/reviews.table';
import type {
  BankCardsTable,
  CrcRatesTable,
  EftAddressesTable,
  IdempotencyKeysTable,
  LedgerAccountsTable,
  LedgerEntriesTable,
  LedgerTransactionsTable,
  TopupsTable,
  UuLotsTable,
  UuLotUsesTable,
  WithdrawalsTable,
} from '../modules/wallet/wallet.table';

/** The tables, as Kysely sees them. One interface for SQLite and PostgreSQL alike. */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  throttles: ThrottlesTable;
  settings: SettingsTable;
  agreements: AgreementsTable;
  agreement_translations: AgreementTranslationsTable;
  content_pages: ContentPagesTable;
  faq_items: FaqItemsTable;
  uploads: UploadsTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  idempotency_keys: IdempotencyKeysTable;
  withdrawals: WithdrawalsTable;
  topups: TopupsTable;
  bank_cards: BankCardsTable;
  eft_addresses: EftAddressesTable;
  crc_rates: CrcRatesTable;
  chat_logs: ChatLogsTable;
  chat_conversations: ChatConversationsTable;
  chat_models: ChatModelsTable;
  chat_model_choices: ChatModelChoicesTable;
  chat_answer_usage: ChatAnswerUsageTable;
  chat_usage: ChatUsageTable;
  sign_logs: SignLogsTable;
  check_in_months: CheckInMonthsTable;
  check_in_cards: CheckInCardsTable;
  check_in_reminders: CheckInRemindersTable;
  chat_packages: ChatPackagesTable;
  regions: RegionsTable;
  addresses: AddressesTable;
  categories: CategoriesTable;
  goods: GoodsTable;
  stores: StoresTable;
  goods_stores: GoodsStoresTable;
  orders: OrdersTable;
  coupons: CouponsTable;
  member_coupons: MemberCouponsTable;
  order_tracking: OrderTrackingTable;
  admin_uploads: AdminUploadsTable;
  flow_packages: FlowPackagesTable;
  flow_usage: FlowUsageTable;
  team_paths: TeamPathsTable;
  team_stats: TeamStatsTable;
  team_buckets: TeamBucketsTable;
  referral_rewards: ReferralRewardsTable;
  versions: VersionsTable;
  job_leases: JobLeasesTable;
  admin_users: AdminUsersTable;
  admin_roles: AdminRolesTable;
  admin_sessions: AdminSessionsTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  admin_login_challenges: AdminLoginChallengesTable;
  admin_sign_ins: AdminSignInsTable;
  audit_log: AuditLogTable;
  member_status_changes: MemberStatusChangesTable;
  order_refunds: OrderRefundsTable;
  after_sales: AfterSalesTable;
  order_writeoffs: OrderWriteoffsTable;
  adjustment_requests: AdjustmentRequestsTable;
  member_tags: MemberTagsTable;
  member_notes: MemberNotesTable;
  sign_in_events: SignInEventsTable;
  member_notices: MemberNoticesTable;
  messages: MessagesTable;
  push_subscriptions: PushSubscriptionsTable;
  notify_settings: NotifySettingsTable;
  message_deliveries: MessageDeliveriesTable;
  export_jobs: ExportJobsTable;
  coupon_member_counts: CouponMemberCountsTable;
  announcements: AnnouncementsTable;
  announcement_members: AnnouncementMembersTable;
  redeem_batches: RedeemBatchesTable;
  redeem_codes: RedeemCodesTable;
  goods_skus: GoodsSkusTable;
  order_lines: OrderLinesTable;
  cart_items: CartItemsTable;
  favourites: FavouritesTable;
  goods_views: GoodsViewsTable;
  search_history: SearchHistoryTable;
  uu_lots: UuLotsTable;
  uu_lot_uses: UuLotUsesTable;
  goods_reviews: GoodsReviewsTable;
}

export type DialectName = 'sqlite' | 'postgres';

/** Anything a repository can run a query on: the database itself or an open transaction. */
export type Executor = Kysely<Database> | Transaction<Database>;
export type Trx = Transaction<Database>;

export interface Db {
  readonly kysely: Kysely<Database>;
  readonly dialect: DialectName;
  /** Every UPDATE and DELETE of a watched table, told as it is sent (the session cache listens). */
  readonly writes: RowWrites;
  /** Runs `fn` in one transaction (BEGIN IMMEDIATE on SQLite); the caller owns the boundary. */
  transaction<T>(fn: (trx: Trx) => Promise<T>): Promise<T>;
  /**
   * Runs `fn`'s statements (outside any transaction) as writes that need not be on disk before the
   * next durable commit: bookkeeping in front of a value-moving transaction, such as an idempotency
   * claim or a payment-password slot, never the move itself. On SQLite they commit without waiting
   * for `fsync` (synchronous=NORMAL for them alone); the WAL is written in order, so the durable
   * commit that follows makes them durable with it, and a power cut loses them only together with
   * everything after them. On PostgreSQL it is just `fn(kysely)`: the commit's flush is the
   * server's, not the main thread's wait (docs/decisions.md "Bookkeeping commits without fsync").
   */
  provisional<T>(fn: (db: Kysely<Database>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PostgreSQL: the pool's connections, for the metrics; SQLite has one connection and no pool. */
  poolStats?(): { total: number; idle: number; waiting: number };
}
