import { z } from 'zod';
import { assistantCardSchema } from './assistant';
import { pageQuerySchema, pageSchema } from './envelope';
import { messageSchema, unreadCountsSchema } from './messages';
import { currencySchema, moneySchema } from './wallet';

// AI chat and daily check-in (spec §1, §2, §4, §7, §9; product.md "Flow packages, AI chat and check-in").

/** Where the chat socket listens (spec §4: the app's one socket). */
export const CHAT_SOCKET_PATH = '/ws/chat';
/** The longest question a member may ask, in characters. */
export const QUESTION_MAX = 2000;

// ---- the allowance (GET /chat/allowance; the spec lists none: the chat page shows it) ----
export const allowanceSchema = z.object({
  /** The platform day (YYYY-MM-DD, platform time zone) the figures are for. */
  day: z.string(),
  /** Questions the member's level gives each day (operator config). */
  levelQuestions: z.number().int(),
  /** 1 after today's check-in, else 0 (spec §1). */
  checkInBonus: z.number().int(),
  /** What active chat packages add each day. */
  packageQuestions: z.number().int(),
  /** Days left on the longest active chat package (0 without one). */
  packageDaysLeft: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  signedToday: z.boolean(),
});
export type Allowance = z.infer<typeof allowanceSchema>;

/** The longest conversation title a member may give, in characters. */
export const CONVERSATION_TITLE_MAX = 60;

const conversationIdSchema = z.coerce
  .number({ error: 'validation.id' })
  .int({ error: 'validation.id' })
  .positive({ error: 'validation.id' });

// ---- history: POST (form) chatLog/listGPTCharLogByUserId, GET /chatLog/deleteAllGPTCharLog ----
export const chatLogQuerySchema = pageQuerySchema.extend({
  /** Only entries older than this id: "scrolling up loads older" without pages shifting under new ones. */
  before: z.coerce.number().int().positive().optional(),
  /**
   * One conversation's questions and answers (issue 23); without it, those of all the member's
   * conversations (spec §8's call as it was; docs/decisions.md "Chat conversations").
   */
  conversationId: conversationIdSchema.optional(),
});
export type ChatLogQuery = z.input<typeof chatLogQuerySchema>;

export const chatLogStatusSchema = z.enum(['streaming', 'done', 'stopped', 'failed']);
export const chatLogSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  /** Markdown; render it safely (no raw HTML). */
  answer: z.string(),
  status: chatLogStatusSchema,
  /** 'model': the configured AI; 'builtin': the built-in assistant that answers from the platform's texts. */
  source: z.enum(['model', 'builtin']),
  /** The conversation it belongs to (issue 23). */
  conversationId: z.number().int(),
  /** What the assistant's tools found and its action drafts, shown under the answer (issue 23), in the order sent. */
  cards: z.array(assistantCardSchema),
  createdAt: z.string(),
});
export type ChatLog = z.infer<typeof chatLogSchema>;
export const chatLogPageSchema = pageSchema(chatLogSchema);

// ---- conversations (issue 23): several per member, newest first; rename, delete, search ----
export const conversationSchema = z.object({
  id: z.number().int(),
  /** The member's title, else the first question (trimmed, shortened); '' before the first question. */
  title: z.string(),
  /** The member gave the title (rename). */
  renamed: z.boolean(),
  createdAt: z.string(),
  /** The last question's time (or the creation's, before one): the list's order. */
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;
export const conversationPageSchema = pageSchema(conversationSchema);
export const conversationListQuerySchema = pageQuerySchema;
export const conversationIdBodySchema = z.object({ id: conversationIdSchema });
export const renameConversationBodySchema = z.object({
  id: conversationIdSchema,
  title: z
    .string()
    .trim()
    .min(1, { error: 'validation.conversationTitle' })
    .max(CONVERSATION_TITLE_MAX, { error: 'validation.conversationTitle' }),
});
export type RenameConversationBody = z.input<typeof renameConversationBodySchema>;

/** The longest search a member may type, in characters. */
export const CHAT_SEARCH_MAX = 100;
export const chatSearchQuerySchema = pageQuerySchema.extend({
  /** Words searched in the member's own questions and answers (each must appear; `%` and `_` taken literally). */
  q: z.string().trim().min(1, { error: 'validation.chatSearch' }).max(CHAT_SEARCH_MAX, { error: 'validation.chatSearch' }),
});
export type ChatSearchQuery = z.input<typeof chatSearchQuerySchema>;
export const chatSearchHitSchema = chatLogSchema.extend({
  /** Its conversation's title (as in the list). */
  conversationTitle: z.string(),
});
export type ChatSearchHit = z.infer<typeof chatSearchHitSchema>;
export const chatSearchPageSchema = pageSchema(chatSearchHitSchema).extend({
  /** The words the search looked for (what to highlight). */
  terms: z.array(z.string()),
});

// ---- the socket protocol (JSON text frames) ----
/** Client → server. The first frame must be `auth` (a token never travels in the URL). */
export const chatClientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('auth'),
    token: z.string().min(1).max(200),
    /** The app's language for messages (else the upgrade request's accept-language). */
    locale: z.enum(['zh-Hant', 'zh-Hans', 'en']).optional(),
  }),
  z.object({
    type: z.literal('ask'),
    /** The client's id for this question; every answer frame carries it back. */
    id: z.string().min(1).max(64),
    question: z.string().trim().min(1, { error: 'validation.questionRequired' }).max(QUESTION_MAX, { error: 'validation.questionTooLong' }),
    /** The conversation asked in (issue 23); none: a new conversation, whose id the answer frames carry. */
    conversationId: z.number().int().positive().optional(),
    /**
     * Edit the last question (issue 23): the history id of the conversation's last question, which this one replaces
     * with its answer once counted. Needs `conversationId`; anything but the last question is refused (CHAT_NOT_LAST).
     */
    replaces: z.number().int().positive().optional(),
  }),
  z.object({ type: z.literal('stop'), id: z.string().min(1).max(64) }),
  z.object({ type: z.literal('ping') }),
]);
export type ChatClientMessage = z.infer<typeof chatClientMessageSchema>;

/** Server → client. */
export const chatServerMessageSchema = z.discriminatedUnion('type', [
  /** After `auth`: the member may ask. */
  z.object({
    type: z.literal('ready'),
    allowance: allowanceSchema,
    /** Who answers on this socket: the configured model, or the built-in assistant (the chat header says so once). */
    source: z.enum(['model', 'builtin']).optional(),
  }),
  /** The question was counted and its answer begins. */
  z.object({
    type: z.literal('start'),
    id: z.string(),
    logId: z.number().int(),
    /** An edit's replaced question (its history id), now gone from the history. */
    replaced: z.number().int().optional(),
    /** The conversation the question went in (a new one when the ask frame named none). */
    conversationId: z.number().int(),
    source: z.enum(['model', 'builtin']),
    allowance: allowanceSchema,
  }),
  /** The next piece of the answer, in order. */
  z.object({ type: z.literal('delta'), id: z.string(), text: z.string() }),
  /** What an account tool found, or an action draft, shown as a card under the answer (issue 23). */
  z.object({ type: z.literal('card'), id: z.string(), card: assistantCardSchema }),
  z.object({ type: z.literal('done'), id: z.string(), logId: z.number().int(), conversationId: z.number().int() }),
  /**
   * The member stopped it; what was written stays. Stopped after something came (text or a card), the question stays
   * counted (`allowance` null); before anything came, it is given back (issue 23) and `allowance` shows it.
   */
  z.object({
    type: z.literal('stopped'),
    id: z.string(),
    logId: z.number().int(),
    conversationId: z.number().int(),
    allowance: allowanceSchema.nullable(),
  }),
  /**
   * A refusal or a failure, with an envelope code and a message in the member's language. A failed
   * answer gives its question back (`allowance` then shows it). Login codes (spec §8) end the socket.
   */
  z.object({
    type: z.literal('error'),
    id: z.string().nullable(),
    code: z.number().int(),
    msg: z.string(),
    allowance: allowanceSchema.nullable(),
  }),
  z.object({ type: z.literal('pong') }),
  /** The message centre's live frames (issue 21): a new message, or changed unread counts, with the counts. */
  z.object({ type: z.literal('message'), message: messageSchema, unread: unreadCountsSchema }),
  z.object({ type: z.literal('unread'), unread: unreadCountsSchema }),
]);
export type ChatServerMessage = z.infer<typeof chatServerMessageSchema>;

// ---- check-in: GET|POST /SignLog/sign, GET /SignLog/listSignLog ----
/** What a check-in pays, as the member sees it: money, a coupon's name or extra questions. */
export const checkInPrizeSchema = z.object({
  /** A KB or UU reward; null otherwise. */
  currency: currencySchema.nullable(),
  amount: moneySchema.nullable(),
  /** A coupon reward: its name (the copy lands in the member's coupons). */
  coupon: z.string().nullable(),
  /** Extra chat questions for the day. */
  questions: z.number().int().nullable(),
  /** Make-up cards (補簽卡), a milestone's reward. */
  makeUpCards: z.number().int().nullable(),
});
export type CheckInPrize = z.infer<typeof checkInPrizeSchema>;
export const checkInRewardSchema = checkInPrizeSchema.extend({
  /** The streak (consecutive days) that earns it. */
  streak: z.number().int().positive(),
});
/** A milestone: paid once a month when the month's checked-in days reach `days`. */
export const checkInMilestoneSchema = checkInPrizeSchema.extend({ days: z.number().int().positive() });
export const signResultSchema = z.object({
  day: z.string(),
  streak: z.number().int(),
  /** spec §1, §9: a check-in gives 1 extra question today. */
  bonusQuestions: z.number().int(),
  /** A streak reward paid by this check-in, if any. */
  reward: checkInRewardSchema.nullable(),
  /** A milestone of the month reached by this check-in, if any. */
  milestone: checkInMilestoneSchema.nullable(),
  allowance: allowanceSchema,
});
export type SignResult = z.infer<typeof signResultSchema>;

export const signLogQuerySchema = z.object({
  /** YYYY-MM; the current platform month by default. */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'validation.month' })
    .optional(),
});
/**
 * Make-ups of this month: allowed per month, used, the cost of one in UU, how one is paid (UU, a
 * make-up card, or a card when the member holds one and UU otherwise) and the cards the member holds.
 */
export const makeUpStateSchema = z.object({
  perMonth: z.number().int(),
  used: z.number().int(),
  cost: moneySchema,
  pay: z.enum(['uu', 'card', 'cardOrUu']),
  cards: z.number().int(),
});
export const signLogSchema = z.object({
  month: z.string(),
  /** The days of that month the member checked in (YYYY-MM-DD). */
  days: z.array(z.string()),
  /** Those of them made up later (補簽). */
  madeUpDays: z.array(z.string()),
  today: z.string(),
  signedToday: z.boolean(),
  /** Consecutive days up to today (or yesterday, when today is not signed yet). */
  streak: z.number().int(),
  rewards: z.array(checkInRewardSchema),
  milestones: z.array(checkInMilestoneSchema),
  /**
   * What each coming day of the current month gives if the member checks in every day from now on
   * (empty for another month than the current one).
   */
  plan: z.array(
    z.object({
      day: z.string(),
      streak: z.number().int(),
      reward: checkInRewardSchema.nullable(),
      milestone: checkInMilestoneSchema.nullable(),
    }),
  ),
  /** Make-ups of this month: allowed per month, used, and the cost of one in UU. */
  makeUp: makeUpStateSchema,
  /** The member's daily check-in reminder: on or off, and its time (HH:MM, platform time zone). */
  reminder: z.object({ enabled: z.boolean(), at: z.string() }),
});
export type SignLog = z.infer<typeof signLogSchema>;

// ---- POST /SignLog/makeUp: a make-up check-in (補簽) of a missed past day of this month ----
export const makeUpBodySchema = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.day' }),
  /** Under 'cardOrUu': true to spend a card, false to pay UU; left out, a card when one is held. */
  useCard: z.boolean().optional(),
});
export const makeUpResultSchema = z.object({
  day: z.string(),
  /** The current streak once the made-up day joins the days around it. */
  streak: z.number().int(),
  /** What the make-up cost (UU; 0.00 when a card paid it). */
  cost: moneySchema,
  /** What paid it: UU or one make-up card. */
  paidWith: z.enum(['uu', 'card']),
  milestone: checkInMilestoneSchema.nullable(),
  makeUp: makeUpStateSchema,
});
export type MakeUpResult = z.infer<typeof makeUpResultSchema>;

// ---- PUT /SignLog/reminder: the member's opt-in daily check-in reminder ----
export const checkInReminderBodySchema = z.object({ enabled: z.boolean({ error: 'validation.invalid' }) });
export const checkInReminderSchema = z.object({ enabled: z.boolean(), at: z.string() });
export type CheckInReminder = z.infer<typeof checkInReminderSchema>;

// ---- the member's choice of who answers (issue 23, "Operators") ----

/** One of the enabled models, or the built-in assistant (id null). */
export const chatModelChoiceSchema = z.object({ id: z.number().int().nullable(), name: z.string() });
export const chatModelChoicesSchema = z.object({
  /** The enabled models the member may choose, the built-in assistant excluded. */
  models: z.array(chatModelChoiceSchema),
  /** Who answers the member now: a model's id, or null (the built-in assistant, or the server's model when no model is configured). */
  current: z.number().int().nullable(),
  /** Who answers now, in words: 'model' (a configured model or the server's) or 'builtin'. */
  source: z.enum(['model', 'builtin']),
  /** Whether the member chose; false: the default answers. */
  chosen: z.boolean(),
});
export type ChatModelChoices = z.infer<typeof chatModelChoicesSchema>;
/** `modelId` null: the built-in assistant. */
export const chooseChatModelBodySchema = z.object({ modelId: z.number().int().positive().nullable() });
