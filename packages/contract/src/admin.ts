import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import { permissionSchema } from './admin-permissions';
import { roleKeySchema } from './admin-roles';

/**
 * The back office's built-in roles (product.md "Admin console"): read-only presets of the
 * permission table (admin-permissions.ts; admin holds every permission). A clerk works the
 * write-off desk of one store. Custom roles (admin-roles.ts) are made in the operators page.
 */
export const ADMIN_ROLES = ['admin', 'operator', 'finance', 'clerk'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];
export const adminRoleSchema = z.enum(ADMIN_ROLES, { error: 'validation.adminRole' });
export const isBuiltInRole = (role: string): role is AdminRole => (ADMIN_ROLES as readonly string[]).includes(role);

/** What a back-office action is about, for the audit log and its filter. */
export const AUDIT_TARGETS = [
  'admin',
  'member',
  'order',
  'topUp',
  'withdrawal',
  'goods',
  'category',
  'store',
  'coupon',
  'content',
  'faq',
  'banner',
  'notice',
  'version',
  'settings',
  'flow',
  'upload',
  'ledger',
  'export',
  'role',
  'redeemBatch',
  'afterSale',
  'review',
] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, { error: 'validation.email' })
  .pipe(z.email({ error: 'validation.email' }));

/** Operators type their password as is (over TLS); it is kept as an argon2id hash. */
const adminPassword = z.string().min(10, { error: 'validation.adminPassword' }).max(128, { error: 'validation.adminPassword' });

export const adminLoginBodySchema = z.object({
  email,
  password: z.string().min(1, { error: 'validation.passwordRequired' }).max(128, { error: 'validation.adminPassword' }),
});

export const adminSelfSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  /** A built-in role (ADMIN_ROLES) or a custom role's id. */
  role: z.string(),
  /** A custom role's name; null for a built-in role (the console names it). */
  roleName: z.string().nullable(),
  /** What the role may do: the console's menu, direct links and buttons follow it (the API checks the same). */
  permissions: z.array(permissionSchema),
  /** The clerk's store; null for the other roles. */
  storeId: z.number().int().nullable(),
  storeName: z.string().nullable(),
  /** true: the account must set a new password before anything else (the generated first admin). */
  mustChangePassword: z.boolean().optional(),
  /** Two-factor sign-in is on for this account. */
  twoFactor: z.boolean().optional(),
  /** true: the account's role must use two-factor sign-in and it has not set it up: that comes before anything else. */
  mustSetUpTwoFactor: z.boolean().optional(),
});
export type AdminSelf = z.infer<typeof adminSelfSchema>;

export const adminLoginResultSchema = z.object({
  token: z.string(),
  expiresAt: z.number().int(),
  admin: adminSelfSchema,
});

export const adminUserSchema = adminSelfSchema.omit({ permissions: true }).extend({
  disabled: z.boolean(),
  createdAt: z.number().int(),
  lastLoginAt: z.number().int().nullable(),
  /** Until when sign-in is refused after too many failed attempts (epoch ms), or null. An admin may lift it (unlockAdminUser). */
  lockedUntil: z.number().int().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserParamsSchema = z.object({
  id: z.coerce.number({ error: 'validation.id' }).int({ error: 'validation.id' }).positive({ error: 'validation.id' }),
});
export const adminUserListSchema = z.array(adminUserSchema);

/**
 * Creates an operator account (no id: password required) or changes one (id: password only
 * when it changes; disabling or changing it ends the account's sessions).
 */
export const saveAdminUserBodySchema = z
  .object({
    id: z.number().int().positive().optional(),
    email,
    name: z.string().trim().min(1, { error: 'validation.adminName' }).max(60, { error: 'validation.adminName' }),
    role: roleKeySchema,
    storeId: z.number().int().positive().nullable().default(null),
    password: adminPassword.optional(),
    disabled: z.boolean().default(false),
  })
  .refine((v) => v.id !== undefined || v.password !== undefined, { path: ['password'], error: 'validation.adminPassword' })
  .refine((v) => (v.role === 'clerk') === (v.storeId !== null), { path: ['storeId'], error: 'validation.clerkStore' });

export const auditQuerySchema = pageQuerySchema.extend({
  adminId: z.coerce.number().int().positive().optional(),
  action: z.string().trim().max(60).optional(),
  targetType: z.enum(AUDIT_TARGETS).optional(),
  targetId: z.string().trim().max(60).optional(),
  /** Epoch milliseconds, inclusive. */
  from: z.coerce.number().int().nonnegative().optional(),
  to: z.coerce.number().int().nonnegative().optional(),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.number().int(),
  /** null: the OPERATOR_API_KEY of an integration, or the system. */
  adminId: z.number().int().nullable(),
  adminEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageSchema(auditEntrySchema);
