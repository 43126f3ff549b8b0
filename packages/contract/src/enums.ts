import { z } from 'zod';

/** Member levels 0-5 (spec §1, product.md): their labels are `levels.<n>` in the catalogues. */
export const LEVELS = [0, 1, 2, 3, 4, 5] as const;
export const levelSchema = z.number().int().min(0).max(5);
export type Level = z.infer<typeof levelSchema>;

/** product.md "Accounts": new accounts are inactive until a first paid purchase or an operator. */
export const accountStatusSchema = z.enum(['inactive', 'active', 'disabled']);
export type AccountStatus = z.infer<typeof accountStatusSchema>;

/**
 * What a verification code is for (product.md: register, reset, pay; 'bind': proving a new email or
 * phone before it replaces the bound one, issue 18).
 */
export const codePurposeSchema = z.enum(['register', 'reset', 'pay', 'bind'], { error: 'validation.purpose' });
export type CodePurpose = z.infer<typeof codePurposeSchema>;
