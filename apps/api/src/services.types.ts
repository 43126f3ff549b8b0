import type { FastifyInstance } from 'fastify';
import type { Db } from './db/database';
import type { Clock } from './lib/clock';
import type { CodeSender } from './modules/codes/code-sender';
import type { Env } from './plugins/env';
import type { AfterSalesService } from './modules/after-sales/after-sales.service';
import type { AdminRolesService } from './modules/admin/admin-roles.service';
import type { CouponMessages } from './modules/coupons/coupon-messages';
import type { AccountsService } from './modules/accounts/accounts.service';
import type { LoginService } from './modules/accounts/login.service';
import type { PaidActionGuard } from './modules/accounts/paid-action-guard';
import type { ContactChangeService } from './modules/accounts/contact-change.service';
import type { PasswordsService } from './modules/accounts/passwords.service';
import type { AdminAuthService } from './modules/admin/admin-auth.service';
import type { AuditService } from './modules/admin/audit.service';
import type { OperatorSecurityService } from './modules/admin/operator-security.service';
import type { TwoFactorService } from './modules/admin/two-factor.service';
import type { AdminCatalogueService } from './modules/admin-catalogue/admin-catalogue.service';
import type { AdminConfigService } from './modules/admin-config/admin-config.service';
import type { AdminExportsService } from './modules/admin-finance/admin-exports.service';
import type { ExportJobsService } from './modules/admin-finance/export-jobs.service';
import type { AdminFinanceService } from './modules/admin-finance/admin-finance.service';
import type { AdminCsvExportsService } from './modules/admin-finance/admin-csv-exports.service';
import type { AdminAdjustmentsService } from './modules/admin-members/admin-adjustments.service';
import type { AdminMembersService } from './modules/admin-members/admin-members.service';
import type { AdminDashboardService } from './modules/admin-members/admin-dashboard.service';
import type { AdminOrdersService } from './modules/admin-orders/admin-orders.service';
import type { AddressesService } from './modules/addresses/addresses.service';
import type { AllowanceService } from './modules/chat/allowance.service';
import type { AccountTools } from './modules/assistant/account-tools';
import type { ChatService } from './modules/chat/chat.service';
import type { ChatModelsService } from './modules/chat-models/chat-models.service';
import type { CheckInService } from './modules/chat/check-in.service';
import type { CheckInRemindersService } from './modules/chat/check-in-reminders.service';
import type { CodesService } from './modules/codes/codes.service';
import type { ContentService } from './modules/content/content.service';
import type { CouponsService } from './modules/coupons/coupons.service';
import type { FilesService } from './modules/files/files.service';
import type { HomeService } from './modules/home/home.service';
import type { LeaseService } from './modules/jobs/lease.service';
import type { BrowseService } from './modules/browse/browse.service';
import type { ReviewsService } from './modules/reviews/reviews.service';
import type { MallService } from './modules/mall/mall.service';
import type { MessagesService } from './modules/messages/messages.service';
import type { AnnouncementsService } from './modules/announcements/announcements.service';
import type { CartService } from './modules/mall/cart.service';
import type { OrdersService } from './modules/mall/orders.service';
import type { PackagesService } from './modules/packages/packages.service';
import type { PlacesService } from './modules/places/places.service';
import type { MaintenanceService } from './modules/platform/maintenance.service';
import type { PlatformService } from './modules/platform/platform.service';
import type { SessionsService } from './modules/sessions/sessions.service';
import type { SessionSockets } from './modules/sessions/session-sockets';
import type { DevicesService } from './modules/devices/devices.service';
import type { RedemptionService } from './modules/redemption/redemption.service';
import type { SignInsService } from './modules/devices/sign-ins.service';
import type { StoreCodesService } from './modules/store-codes/store-codes.service';
import type { RewardsService } from './modules/team/rewards.service';
import type { TeamService } from './modules/team/team.service';
import type { ThrottleService } from './modules/throttle/throttle.service';
import type { VersionsService } from './modules/versions/versions.service';
import type { IdempotencyService } from './modules/wallet/idempotency';
import type { LedgerService } from './modules/wallet/ledger';
import type { UuExpiryService } from './modules/wallet/uu-expiry.service';
import type { PayoutDestinations } from './modules/wallet/payout-destinations.service';
import type { WalletService } from './modules/wallet/wallet.service';
import type { ExchangeService } from './modules/wallet/exchange.service';
import type { TopUpsService } from './modules/wallet/topups.service';
import type { TransfersService } from './modules/wallet/transfers.service';
import type { WalletReviewService } from './modules/wallet/wallet-review.service';
import type { StatementsService } from './modules/wallet/statements.service';
import type { WithdrawalsService } from './modules/wallet/withdrawals.service';

export type Services = {
  accounts: AccountsService;
  /** Members' sign-in, sign-out and switching between a person's accounts. */
  logins: LoginService;
  /** Operator accounts and their sessions (the admin console). */
  admins: AdminAuthService;
  /** Operators' two-factor sign-in; the console's session rules, sessions and sign-in history. */
  twoFactor: TwoFactorService;
  operatorSecurity: OperatorSecurityService;
  /** The permission table: the built-in presets and the custom roles. */
  adminRoles: AdminRolesService;
  audit: AuditService;
  codes: CodesService;
  content: ContentService;
  files: FilesService;
  /** The activation and payment-password checks every value-moving call makes first. */
  paidActions: PaidActionGuard;
  passwords: PasswordsService;
  /** Changing the bound email or phone (with the step-up). */
  contactChange: ContactChangeService;
  ledger: LedgerService;
  /** Idempotency keys of value-moving calls (the wallet's, the orders' and the operators' adjustments). */
  idempotency: IdempotencyService;
  /** The member's balances, rate and money log; one service per value-moving action; the operators' reviews. */
  wallet: WalletService;
  transfers: TransfersService;
  withdrawals: WithdrawalsService;
  exchange: ExchangeService;
  topUps: TopUpsService;
  walletReview: WalletReviewService;
  /** Monthly statements and receipts (issue 24). */
  statements: StatementsService;
  allowance: AllowanceService;
  addresses: AddressesService;
  mall: MallService;
  /** Favourites, recently viewed goods, search history and hot words (issue 22). */
  browse: BrowseService;
  /** Goods reviews and their moderation (issue 22). */
  reviews: ReviewsService;
  orders: OrdersService;
  /** The member's cart and its checkout (issue 22). */
  cart: CartService;
  coupons: CouponsService;
  couponMessages: CouponMessages;
  /** The daily expiry of UU lots and its reminders (issue 24). */
  uuExpiry: UuExpiryService;
  packages: PackagesService;
  home: HomeService;
  chat: ChatService;
  chatModels: ChatModelsService;
  /** The assistant's read-only account tools (issue 23), each for the asking member only. */
  assistantTools: AccountTools;
  checkIn: CheckInService;
  /** The opt-in daily check-in reminder (issue 24). */
  checkInReminders: CheckInRemindersService;
  destinations: PayoutDestinations;
  platform: PlatformService;
  places: PlacesService;
  /** Team performance, promotion and referral rewards: what sells calls it (orders; packages with issue 7). */
  rewards: RewardsService;
  /** The maintenance switch, cached briefly: every member request reads it. */
  maintenance: MaintenanceService;
  sessions: SessionsService;
  /** The open chat sockets of this instance by session: a device signed out closes its socket at once. */
  sessionSockets: SessionSockets;
  /** A member's signed-in devices and sign-in history; every sign-in recorded, a new device announced. */
  devices: DevicesService;
  signIns: SignInsService;
  team: TeamService;
  throttle: ThrottleService;
  versions: VersionsService;
  /** The stores' rotating self-service write-off codes. */
  storeCodes: StoreCodesService;
  /** The message centre: what the other services tell a member, in their transaction, pushed live after it commits. */
  messages: MessagesService;
  announcements: AnnouncementsService;
  /** The background jobs' leases (one holder across instances). */
  leases: LeaseService;
  /** Redemption codes and gift cards: batches made by operators, redeemed by members. */
  redemption: RedemptionService;
  /** The back office: members and dashboard, adjustment requests, configuration, catalogue, orders, finance, sheets. */
  adminMembers: AdminMembersService;
  dashboard: AdminDashboardService;
  adjustments: AdminAdjustmentsService;
  adminConfig: AdminConfigService;
  catalogue: AdminCatalogueService;
  adminOrders: AdminOrdersService;
  afterSales: AfterSalesService;
  finance: AdminFinanceService;
  csvExports: AdminCsvExportsService;
  exports: AdminExportsService;
  /** Large exports written in the background (issue 17 item 7). */
  exportJobs: ExportJobsService;
};

/** What `buildServices` (services.ts) builds the services from. */
export type ServiceDeps = {
  app: FastifyInstance;
  env: Env;
  db: Db;
  clock: Clock;
  /** Tests pass a sender that fails, to see that nothing is stored. */
  codeSender?: CodeSender;
};
