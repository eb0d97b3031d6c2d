// Groups, members and invitations (product.md, Groups): shapes, requests and the Spanish texts both apps show.
import { z } from 'zod';
import { limits } from './constants';
import { optionalText, requiredText } from './validation';

export const groupMessages = {
  created: 'Grupo cargado correctamente.',
  updated: 'Grupo actualizado correctamente.',
  left: 'Saliste del grupo.',
  memberUpdated: 'Miembro actualizado correctamente.',
  memberRemoved: 'Miembro eliminado correctamente.',
  admin: 'Administrador',
  member: 'Miembro',
  invitationTitle: 'Invitación',
  invitationGroup: 'Invitación de grupo',
  invitationUnknown: 'Sin identificar',
  ruleLogged: 'Debes estar logueado',
  ruleEmailVerified: 'Debes tener un email verificado',
  invitationSubtitle: 'Para responder las invitaciones',
  invitationValidity: 'La invitación es válida por 24 horas y se puede usar una sola vez.',
  // ours
  scopeLocked: 'El tipo de publicaciones del grupo no se puede cambiar.',
  cannotChangeSelf: 'No podés modificar tu propio rol desde el listado de miembros.',
  cannotRemoveOwner: 'No es posible quitar al creador del grupo.',
  cannotRemoveSelf: 'Para salir del grupo usá «Salir del grupo».',
  cannotDemoteOwner: 'No es posible quitarle el rol de administrador al creador del grupo.',
  alreadyMember: 'Ya sos integrante de este grupo.',
  invitationRevoked: 'Invitación revocada correctamente.',
  logoNotImage: 'El logo debe ser una imagen',
} as const;

/** The publications a group shows (`public`): null all, true only public, false only private. */
export const groupScopeNotes = {
  all: 'Todas las publicaciones (públicas y privadas) de cada integrante',
  public: 'Sólo publicaciones públicas de cada integrante',
  private: 'Sólo publicaciones privadas de cada integrante',
} as const;

export function groupScopeNote(scope: boolean | null): string {
  return scope === null ? groupScopeNotes.all : scope ? groupScopeNotes.public : groupScopeNotes.private;
}

/** `''`/null mean all, `1`/true/'1' only public, `0`/false/'0' only private (the wire sends '', 1 or 0). */
export const groupScopeField = z.preprocess((value) => {
  if (value === '' || value === null || value === undefined || value === 'null') return null;
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return value;
}, z.boolean().nullable());

export const pivotSchema = z.object({
  admin: z.boolean(),
  owner: z.boolean(),
  creator: z.boolean(),
  created_at: z.string(),
});

export const groupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  logo_url: z.string().nullable(),
  public: z.boolean().nullable(),
  users_count: z.number().int(),
  created_at: z.string(),
  pivot: pivotSchema.optional(),
});
export type Group = z.infer<typeof groupSchema>;

// The cropper sends the logo as an image data URL; null or '' removes it, absent keeps it.
export const groupLogoField = z
  .string()
  .max(15 * 1024 * 1024)
  .nullish();

export const groupCreateSchema = z.object({
  name: requiredText(limits.nameMin, limits.nameMax),
  description: optionalText(2000),
  logo: groupLogoField,
  public: groupScopeField.default(null),
});

export const groupUpdateSchema = z.object({
  name: requiredText(limits.nameMin, limits.nameMax),
  description: optionalText(2000),
  logo: groupLogoField,
  public: groupScopeField.optional(),
});

/** Contact means a user enabled and has data for: what the contact modal lists. */
export const contactsSchema = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
});
export type Contacts = z.infer<typeof contactsSchema>;

/** A member as other members see them: `email` and `phone` only when offered as contact means. */
export const memberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  slug: z.string().nullable(),
  avatar_url: z.string().nullable(),
  contact_types: z.array(z.string()),
  /** What the contact modal lists for this member. */
  contacts: contactsSchema,
  pivot: pivotSchema,
});
export type Member = z.infer<typeof memberSchema>;

export const memberUpdateSchema = z.object({
  admin: z.preprocess(
    (value) =>
      value === '1' || value === 1 || value === 'true'
        ? true
        : value === '0' || value === 0 || value === 'false'
          ? false
          : value,
    z.boolean(),
  ),
});

export const invitationRules = ['logged', 'email_verified'] as const;
export type InvitationRule = (typeof invitationRules)[number];

export const invitationSchema = z.object({
  uuid: z.string(),
  invitationable_type: z.string(),
  invitationable_id: z.number().int(),
  invitationable: z.object({
    id: z.number().int(),
    name: z.string(),
    public: z.boolean().nullable(),
    logo_url: z.string().nullable(),
  }),
  user: z.object({ id: z.number().int(), name: z.string(), avatar_url: z.string().nullable() }),
  rules: z.array(z.enum(invitationRules)),
  expires_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** An invitation still open (unused, unexpired), as the group's admins see it to revoke it. */
export const openInvitationSchema = z.object({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string(), avatar_url: z.string().nullable() }),
  created_at: z.string(),
  expires_at: z.string(),
});
export type OpenInvitation = z.infer<typeof openInvitationSchema>;

export const storeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  avatar_url: z.string().nullable(),
  contacts: contactsSchema,
  /** The first image of each of the latest public listings; `publication_id` opens its detail. */
  images: z.array(
    z.object({
      publication_id: z.number().int(),
      url: z.string(),
      thumbnail_url: z.string().nullable(),
      title: z.string().nullable(),
    }),
  ),
});
export type Store = z.infer<typeof storeSchema>;

export const publicGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  logo_url: z.string().nullable(),
  public: z.boolean().nullable(),
  users_count: z.number().int(),
});
