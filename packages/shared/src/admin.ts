// Administration (product.md, Administration): users with impersonation, groups and searches, each behind its
// permission, and the audit log of
// every admin action. Quoted texts are the spec's; the rest are ours.
import { z } from 'zod';
import { limits } from './constants';
import { adminPermissions, valuesOf } from './enums';
import { groupLogoField, groupScopeField, pivotSchema, storeSchema } from './groups';
import { listQuerySchema, pagedSchema } from './pagination';
import { presetFiltersSchema, storedFiltersSchema } from './searches';
import { contactTypeSchema, notificationTypeSchema } from './users';
import { requiredText } from './validation';

const nameSchema = requiredText(limits.nameMin, limits.nameMax);

export const adminMessages = {
  forbidden: 'No tienes los permisos suficientes.',
  userUpdated: 'Usuario actualizado correctamente.',
  userDeleted: 'Usuario eliminado correctamente.',
  groupUpdated: 'Grupo actualizado correctamente.',
  groupDeleted: 'Grupo eliminado correctamente.',
  userMissing: 'El usuario no existe.',
  groupMissing: 'El grupo no existe.',
  unknownPermission: 'Permiso desconocido.',
  impersonateSelf: 'No puedes ingresar como tú mismo.',
  impersonateWhileImpersonating: 'Vuelve a tu cuenta antes de ingresar como otro usuario.',
  grantStronger: 'No puedes otorgar permisos que tú no tienes.',
  /** Someone must keep each permission: its last holder can neither lose it nor be deleted. */
  lastHolder: (permission: string) =>
    `Debe quedar al menos un administrador con el permiso de ${permissionTitle(permission).toLowerCase()}.`,
  emailTaken: 'El email ya está en uso por otro usuario.',
  slugTaken: 'El link de la tienda ya está en uso.',
} as const;

export const adminPermissionValues = valuesOf(adminPermissions);

function permissionTitle(permission: string): string {
  return adminPermissions.find((item) => item.value === permission)?.title ?? permission;
}

/** The admin lists: search box, 20 a page, newest first (product.md, Administration). */
export const adminListQuerySchema = listQuerySchema(['created_at', 'name'], {
  orderBy: 'created_at',
  orderMethod: 'desc',
  take: 20,
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

/** A row of GET /admin/user. */
export const adminUserRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  slug: z.string().nullable(),
  avatar_url: z.string().nullable(),
  permissions: z.array(z.string()),
  created_at: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;
export const adminUserPageSchema = pagedSchema(adminUserRowSchema);

/** A person an audit entry names: the id is null once their account is deleted; the name is kept in the entry. */
const auditPersonSchema = z.object({ id: z.number().int().nullable(), name: z.string() });

/** One entry of the audit log: who did what, when, and the record before and after. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** The admin who acted; null only for old entries whose actor was deleted before names were kept. */
  actor: auditPersonSchema.nullable(),
  /** Whose session it was, when the admin acted while impersonating someone; null (or absent) otherwise. */
  impersonated: auditPersonSchema.nullish(),
  /** user.update, user.delete, user.impersonate, group.update, group.delete. */
  action: z.string(),
  subject_type: z.enum(['user', 'group', 'microsite']),
  subject_id: z.number().int(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /admin/user/{id} (product.md, Administration: Usuarios), with its latest audit entries. */
export const adminUserSchema = adminUserRowSchema.extend({
  phone: z.string().nullable(),
  contact_types: z.array(z.string()),
  notification_types: z.array(z.string()),
  /** The channels the user may be told by: email always; push once they registered a device. */
  notification_channels: z.array(z.enum(['email', 'push'])),
  notification_push_identifiers: z.record(z.string(), z.string()),
  groups: z.array(
    z.object({ id: z.number().int(), name: z.string(), logo_url: z.string().nullable(), pivot: pivotSchema }),
  ),
  /** Listings the user created, and listings a synchronizer brought to them. */
  publications_count_true: z.number().int(),
  publications_count_false: z.number().int(),
  /** What deleting the user takes with it, for the confirmation. */
  owned_groups_count: z.number().int(),
  searches_count: z.number().int(),
  /** The pictures their store shows (one per listing, the latest public ones), as GET /user/{slug} answers them. */
  images: storeSchema.shape.images,
  /** The filters a new search of their store starts with. */
  filters: storedFiltersSchema,
  audit: z.array(auditEntrySchema),
  /**
   * What the asking admin may do to this person (the rule lives in the API): edit, delete and impersonate only
   * someone whose permissions are all among theirs; never delete themselves or the last holder of a permission;
   * never impersonate themselves or from an impersonation session.
   */
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  can_impersonate: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** PUT /admin/user/{id}: every field optional; what is sent is validated and changed, the rest kept. */
export const adminUserUpdateSchema = z
  .object({
    name: nameSchema.optional(),
    email: z.string().trim().toLowerCase().email('Ingresa un email válido.').max(255).optional(),
    phone: z.string().trim().max(40).nullable().optional(),
    permissions: z
      .array(z.string())
      .max(adminPermissions.length)
      .refine((list) => list.every((item) => (adminPermissionValues as readonly string[]).includes(item)), {
        message: adminMessages.unknownPermission,
      })
      .optional(),
    contact_types: z.array(contactTypeSchema).optional(),
    notification_types: z.array(notificationTypeSchema).optional(),
    filters: presetFiltersSchema.optional(),
  })
  .strict();
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

/** POST /admin/user/{id}/impersonate: a session of the user, marked as the admin's. */
export const impersonationSchema = z.object({
  token_type: z.literal('Bearer'),
  access_token: z.string(),
  expires_at: z.string(),
});

/** A row of GET /admin/group. */
export const adminGroupRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo_url: z.string().nullable(),
  users_count: z.number().int(),
  public: z.boolean().nullable(),
  created_at: z.string(),
});
export type AdminGroupRow = z.infer<typeof adminGroupRowSchema>;
export const adminGroupPageSchema = pagedSchema(adminGroupRowSchema);

/** GET /admin/group/{id} (product.md, Administration: Grupos). */
export const adminGroupSchema = adminGroupRowSchema.extend({
  users: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      avatar_url: z.string().nullable(),
      pivot: pivotSchema,
    }),
  ),
  searches_count: z.number().int(),
  /** The filters a new search of the group's portfolio starts with. */
  filters: storedFiltersSchema,
  audit: z.array(auditEntrySchema),
});
export type AdminGroup = z.infer<typeof adminGroupSchema>;

/** PUT /admin/group/{id}. */
export const adminGroupUpdateSchema = z
  .object({
    name: nameSchema.optional(),
    public: groupScopeField.optional(),
    filters: presetFiltersSchema.optional(),
    /** An image data URL replaces the logo; null or '' removes it; absent keeps it. */
    logo: groupLogoField,
  })
  .strict();

/** GET /admin/search: every search, filterable by its title or owner and by its scope. */
export const adminSearchQuerySchema = adminListQuerySchema.extend({
  scope: z.enum(['platform', 'user', 'group', 'microsite']).optional(),
});
export type AdminSearchQuery = z.infer<typeof adminSearchQuerySchema>;

export const adminSearchRowSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  title: z.string(),
  scope: z.object({
    type: z.enum(['platform', 'user', 'group', 'microsite']),
    id: z.number().int().nullable(),
    name: z.string().nullable(),
  }),
  owner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  participants_count: z.number().int(),
  decisions_true_count: z.number().int(),
  decisions_false_count: z.number().int(),
  shareable: z.boolean(),
  published_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminSearchRow = z.infer<typeof adminSearchRowSchema>;
export const adminSearchPageSchema = pagedSchema(adminSearchRowSchema);
