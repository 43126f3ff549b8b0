import { z } from 'zod';
import { loginResultSchema } from './accounts';
import { accountStatusSchema, levelSchema } from './enums';
import { contactSchema, nicknameSchema, passwordHashSchema, plainPasswordSchema, stepUpFields, verificationCodeSchema } from './fields';
import { Limits } from './limits';
import { FILE_NAME_RE, pictureVariantSchema } from './picture';

// Profile, images, sibling accounts and customer service (spec §5 "Payment password and profile",
// "Images"; product.md "Accounts": several accounts per person).

/** Where uploaded files are served: `/files/<server-made name>` (same origin, so the CSP allows it). */
export const FILES_PATH = '/files';
/** The image types an upload may be, told by the file's bytes (never svg: it can carry script). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** A server-made file name (picture.ts). */
export { FILE_NAME_RE };

/** True when a picked file may be uploaded: strictly under 1 MB (spec §5, §9). */
export function isUnderImageLimit(bytes: number): boolean {
  return bytes < Limits.imageMaxBytes;
}

// ---- POST /file/file/upload (multipart, one file) ----
export const uploadResultSchema = z.object({
  /** Same-origin path of the stored file: `/files/<name>`. */
  url: z.string(),
  name: z.string(),
  size: z.number().int(),
  contentType: z.enum(IMAGE_TYPES),
  /** The stored picture's size in pixels and its narrower copies (picture.ts), for `srcset`. */
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(pictureVariantSchema),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

// ---- POST /admin/upload/image (spec §7: the admin upload image endpoint) ----
export const adminUploadQuerySchema = z.object({
  /** What the image is for (goods, category, banner, store, …) and the id of that thing. */
  model: z
    .string()
    .trim()
    .regex(/^[a-zA-Z][a-zA-Z0-9_-]{0,39}$/, { error: 'validation.uploadModel' }),
  pid: z.coerce.number().int().min(0).optional(),
  /** The name of the file part (spec §7: `pics` by default). */
  field: z
    .string()
    .trim()
    .regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/)
    .default('pics'),
});
export const adminUploadResultSchema = uploadResultSchema.extend({
  model: z.string(),
  pid: z.number().int().nullable(),
  /** The same-origin path the stored image is served at (what a goods' `images` takes). */
  localPath: z.string(),
});
export type AdminUploadResult = z.infer<typeof adminUploadResultSchema>;

// ---- GET|POST /personInfo/updateUserInfo ----
const avatarPathSchema = z.string().refine((v) => v.startsWith(`${FILES_PATH}/`) && FILE_NAME_RE.test(v.slice(FILES_PATH.length + 1)), {
  error: 'validation.avatar',
});

export const updateUserInfoBodySchema = z
  .object({
    nickname: nicknameSchema.optional(),
    /** An upload of this member (`/files/<name>`). */
    avatar: avatarPathSchema.optional(),
  })
  .refine((v) => v.nickname !== undefined || v.avatar !== undefined, { error: 'validation.nothingToUpdate' });
export type UpdateUserInfoBody = z.input<typeof updateUserInfoBodySchema>;

// ---- sibling accounts ----
export const myUserSchema = z.object({
  id: z.number().int(),
  memberNo: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  level: levelSchema,
  status: accountStatusSchema,
  /** The account that registered with the email/phone; the others were added from settings. */
  isOwner: z.boolean(),
  /** The account of the token that asked. */
  isCurrent: z.boolean(),
});
export type MyUser = z.infer<typeof myUserSchema>;

export const myUsersSchema = z.object({ list: z.array(myUserSchema), max: z.number().int() });
export type MyUsers = z.infer<typeof myUsersSchema>;

/** POST /user/addUser: a sibling account with its own nickname and password (the spec lists no call: docs/api.md). */
export const addUserBodySchema = z
  .object({
    nickname: nicknameSchema,
    password: passwordHashSchema,
    confirmPassword: passwordHashSchema,
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: 'validation.passwordMismatch',
  });
export type AddUserBody = z.input<typeof addUserBodySchema>;

export const addUserFormSchema = z
  .object({
    nickname: nicknameSchema,
    password: plainPasswordSchema,
    confirmPassword: z.string().min(1, { error: 'validation.confirmRequired' }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: 'validation.passwordMismatch',
  });
export type AddUserForm = z.input<typeof addUserFormSchema>;

// ---- POST /personInfo/changeContact (issue 18) ----
/**
 * Replaces the bound email (or phone) by a new one: the new address proves itself with a 'bind'
 * code sent to it (GET /sms/sendCode?purpose=bind), and the member steps up with the payment
 * password or a 'pay' code to the current address.
 */
export const changeContactBodySchema = z.object({
  contact: contactSchema,
  newCode: verificationCodeSchema,
  ...stepUpFields,
});
export type ChangeContactBody = z.input<typeof changeContactBodySchema>;

// ---- GET /auth/switchUser?userId= ----
export const switchUserQuerySchema = z.object({
  userId: z.coerce.number({ error: 'validation.id' }).int({ error: 'validation.id' }).positive({ error: 'validation.id' }),
});
export type SwitchUserQuery = z.input<typeof switchUserQuerySchema>;
/** A fresh session for the sibling, stored like a login (spec §7 doLogin). */
export const switchUserResultSchema = loginResultSchema;

// ---- GET /sysConfig/getCustomerService ----
export const contactKindSchema = z.enum(['email', 'phone', 'line', 'whatsapp', 'telegram', 'wechat', 'url']);
export const customerServiceSchema = z.object({
  contacts: z.array(z.object({ kind: contactKindSchema, value: z.string(), label: z.string().nullable() })),
  /** Opening hours as the operator wrote them, in the request language. */
  hours: z.string().nullable(),
});
export type CustomerService = z.infer<typeof customerServiceSchema>;
