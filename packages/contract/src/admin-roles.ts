import { z } from 'zod';
import { permissionSchema } from './admin-permissions';

/** A role's id: a built-in role's name (admin, operator, finance, clerk) or a custom role's generated id (`custom-…`). */
export const roleKeySchema = z.string().trim().min(1, { error: 'validation.role' }).max(40, { error: 'validation.role' });

/**
 * A role: a set of permissions. The four built-in roles are read-only presets (`builtIn`, their
 * name is the console's word for them); custom roles carry the name an admin gave them.
 */
export const roleSchema = z.object({
  id: z.string(),
  /** null for a built-in role (the console names it in the operator's language). */
  name: z.string().nullable(),
  builtIn: z.boolean(),
  permissions: z.array(permissionSchema),
  /** Operator accounts with this role: a role in use cannot be deleted. */
  operators: z.number().int(),
});
export type AdminRoleRecord = z.infer<typeof roleSchema>;
export const roleListSchema = z.array(roleSchema);

/** Creates a custom role (no id) or changes one; built-in roles are refused (ROLE_BUILT_IN). */
export const saveRoleBodySchema = z.object({
  id: roleKeySchema.optional(),
  name: z.string().trim().min(1, { error: 'validation.roleName' }).max(40, { error: 'validation.roleName' }),
  permissions: z
    .array(permissionSchema)
    .min(1, { error: 'validation.rolePermissions' })
    .transform((list) => [...new Set(list)]),
});

export const roleParamsSchema = z.object({ id: roleKeySchema });
