import { z } from 'zod';
import { dateTimeSchema } from './dates';
import { passwordHashSchema } from './fields';
import { moneySchema } from './wallet';

// Flow (mobile data) and chat packages (product.md "Flow packages, AI chat and check-in"). A package
// is a virtual goods of the mall with a plan: bought with UU (createFlowPlan) or ordered and paid
// like any goods, it starts at once; a monthly package lasts 30 days (spec §9).

const idSchema = z.coerce.number({ error: 'validation.id' }).int({ error: 'validation.id' }).positive({ error: 'validation.id' });

export const planSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('flow'), dataMb: z.number().int().min(1).max(10_000_000), days: z.number().int().min(1).max(3650) }),
  z.object({ type: z.literal('chat'), questionsPerDay: z.number().int().min(1).max(1000), days: z.number().int().min(1).max(3650) }),
]);
export type Plan = z.infer<typeof planSchema>;
export const PLAN_TYPES = ['flow', 'chat'] as const;

// ---- GET /plan/listPlans (ours): the packages on sale ----
export const listPlansQuerySchema = z.object({ type: z.enum(PLAN_TYPES).optional() });
export const planGoodsSchema = z.object({
  /** The goods id: what createFlowPlan's `goodsId` takes. */
  id: z.number().int(),
  name: z.string(),
  cover: z.string().nullable(),
  price: moneySchema,
  referencePrice: moneySchema.nullable(),
  fbPercent: z.number().int(),
  plan: planSchema,
});
export type PlanGoods = z.infer<typeof planGoodsSchema>;
export const planGoodsListSchema = z.object({ list: z.array(planGoodsSchema) });

// ---- GET|POST /plan/createFlowPlan: buy a package now ----
export const createFlowPlanBodySchema = z.object({
  goodsId: idSchema,
  payPassword: passwordHashSchema,
  /** Let FB pay up to the goods' share. */
  useFb: z.coerce.boolean().default(true),
});
export type CreateFlowPlanBody = z.input<typeof createFlowPlanBodySchema>;

/** A package a member holds. */
export const memberPackageSchema = z.object({
  id: z.number().int(),
  type: z.enum(PLAN_TYPES),
  name: z.string(),
  /** Flow: the data it gives and what is used, in MB. */
  dataMb: z.number().int().nullable(),
  usedMb: z.number().int().nullable(),
  /** Chat: questions a day. */
  questionsPerDay: z.number().int().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  orderId: z.number().int().nullable(),
});
export type MemberPackage = z.infer<typeof memberPackageSchema>;

export const createFlowPlanResultSchema = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  paidUU: moneySchema,
  paidFB: moneySchema,
  package: memberPackageSchema,
});
export type CreateFlowPlanResult = z.infer<typeof createFlowPlanResultSchema>;

// ---- GET /personInfo/selectMyFlow: traffic (spec §3: total, used, remaining) ----
export const myFlowSchema = z.object({
  /** Over the active flow packages, in MB. */
  totalMb: z.number().int(),
  usedMb: z.number().int(),
  remainingMb: z.number().int(),
  packages: z.array(memberPackageSchema),
});
export type MyFlow = z.infer<typeof myFlowSchema>;

// ---- operator calls: usage from the carrier ----
export const flowUsageBodySchema = z.object({
  /** The carrier's id of the report: a report counts once, however often it is sent. */
  ref: z.string().trim().min(1).max(80),
  memberNo: z
    .string()
    .trim()
    .regex(/^\d{8}$/, { error: 'validation.memberNo' }),
  usedMb: z.number().int().min(1).max(10_000_000),
  /** When the data was used (ISO); now when left out. */
  at: dateTimeSchema.optional(),
});
export const flowUsageResultSchema = z.object({ ref: z.string(), appliedMb: z.number().int(), overMb: z.number().int() });
export const flowUsageImportBodySchema = z.object({
  /** CSV with a header row: ref,memberNo,usedMb[,at]. */
  csv: z.string().min(1).max(2_000_000),
});
export const flowUsageImportResultSchema = z.object({
  accepted: z.number().int(),
  rejected: z.array(z.object({ line: z.number().int(), ref: z.string().nullable(), reason: z.string() })),
});
