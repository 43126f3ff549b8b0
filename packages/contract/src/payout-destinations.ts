import { z } from 'zod';
import { stepUpFields } from './fields';

// Payout destinations of the wallet (spec §5 "Money operations"): the member's bank cards and EFT
// (wallet) addresses, each added behind a step-up and held 24 hours (decisions.md). Re-exported by wallet.ts.

export const idSchema = z.coerce.number({ error: 'validation.id' }).int({ error: 'validation.id' }).positive({ error: 'validation.id' });

// ---- bank cards and EFT (wallet) addresses ----
/** A required line of text with its validation key. */
export const text = (max: number, key: string) => z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: key });

/** Withdrawals to a new or changed destination wait this long (decisions.md). */
export const PAYOUT_HOLD_HOURS = 24;

/** When a destination may first be paid to, and whether that is still ahead. */
const holdFields = {
  /** The end of the 24-hour hold after it was added or changed (ISO). */
  availableAt: z.string(),
  /** True while withdrawals to it are refused (DESTINATION_ON_HOLD). */
  held: z.boolean(),
};

export const bankCardBodySchema = z.object({
  holder: text(60, 'validation.cardHolder'),
  bankName: text(60, 'validation.bankName'),
  branch: z
    .string()
    .trim()
    .max(60)
    .optional()
    .transform((v) => (v ? v : null)),
  /** Digits only, 8 to 30 (spaces and dashes typed between groups are removed). */
  cardNumber: z
    .string({ error: 'validation.cardNumber' })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{8,30}$/, { error: 'validation.cardNumber' })),
  ...stepUpFields,
});
export type BankCardBody = z.input<typeof bankCardBodySchema>;
export const updateBankCardBodySchema = bankCardBodySchema.extend({ id: idSchema });
export type UpdateBankCardBody = z.input<typeof updateBankCardBodySchema>;

export const bankCardSchema = z.object({
  id: z.number().int(),
  holder: z.string(),
  bankName: z.string(),
  branch: z.string().nullable(),
  /** "•••• •••• •••• 1234": the full number never leaves the server after it was entered. */
  maskedNumber: z.string(),
  last4: z.string(),
  createdAt: z.string(),
  ...holdFields,
});
export type BankCard = z.infer<typeof bankCardSchema>;
export const bankCardListSchema = z.object({ list: z.array(bankCardSchema), max: z.number().int() });

export const EFT_NETWORKS = ['TRC20', 'ERC20', 'BEP20'] as const;
export const eftAddressBodySchema = z.object({
  network: z.enum(EFT_NETWORKS, { error: 'validation.network' }),
  address: z
    .string({ error: 'validation.eftAddress' })
    .trim()
    .regex(/^[A-Za-z0-9]{26,64}$/, { error: 'validation.eftAddress' }),
  label: z
    .string()
    .trim()
    .max(30)
    .optional()
    .transform((v) => (v ? v : null)),
  ...stepUpFields,
});
export type EftAddressBody = z.input<typeof eftAddressBodySchema>;
export const eftAddressSchema = z.object({
  id: z.number().int(),
  network: z.enum(EFT_NETWORKS),
  address: z.string(),
  maskedAddress: z.string(),
  label: z.string().nullable(),
  createdAt: z.string(),
  ...holdFields,
});
export type EftAddress = z.infer<typeof eftAddressSchema>;
export const eftAddressListSchema = z.object({ list: z.array(eftAddressSchema), max: z.number().int() });
