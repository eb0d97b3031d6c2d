// The User as the API returns it, and the requests that change a user's own profile.
import { z } from 'zod';
import { limits } from './constants';
import { contactTypes, notificationTypes, valuesOf } from './enums';
import { normalizeSlug, isReservedSlug } from './slug';
import { requiredText } from './validation';

export const userMessages = {
  // ours: the spec does not word these
  contactNeedsPhone: 'Para habilitar llamadas o WhatsApp primero cargá un teléfono',
  slugReserved: 'Esa dirección está reservada, elegí otra',
  slugTaken: 'Esa dirección ya está en uso, elegí otra',
  avatarNotImage: 'El archivo debe ser una imagen',
  updated: 'Perfil actualizado correctamente.',
  slugUpdated: 'Tienda actualizada correctamente.',
} as const;

/** Why a push subscription (POST /auth/user/push/subscribe, field `token`) is refused. Ours: the spec does not word these. */
export const pushMessages = {
  notSubscription: 'La suscripción de notificaciones no es válida: se espera el JSON de PushSubscription del navegador',
  tooLarge: 'La suscripción de notificaciones es demasiado grande',
  endpoint: 'La suscripción de notificaciones debe apuntar a un servicio push con una dirección https',
  privateEndpoint: 'La suscripción de notificaciones apunta a una dirección privada o local',
  p256dh: 'La clave p256dh de la suscripción de notificaciones no es válida',
  auth: 'La clave auth de la suscripción de notificaciones no es válida',
} as const;

/** The ways a notification reaches a person: a push to every site they subscribed on, and an email. */
export const notificationChannels = ['push', 'email'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];
export const notificationChannelSchema = z.enum(notificationChannels);

export const contactTypeSchema = z.enum(valuesOf(contactTypes));
export const notificationTypeSchema = z.enum(notificationTypes.map((t) => t.key) as [string, ...string[]]);

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  phone: z.string().nullable(),
  slug: z.string().nullable(),
  avatar_url: z.string().nullable(),
  created_at: z.string(),
  contact_types: z.array(z.string()),
  /** The store page shows the enabled contact means to its visitors: the owner's choice in 'Tienda', off by default. */
  store_contacts: z.boolean(),
  notification_types: z.array(z.string()),
  /** A subset of ['push', 'email']: how notifications of the chosen types reach the person. */
  notification_channels: z.array(notificationChannelSchema),
  notification_push_identifiers: z.record(z.string(), z.string()),
  permissions: z.array(z.string()),
  has_stat: z.boolean(),
  groups: z.array(z.object({ id: z.number().int(), name: z.string(), logo_url: z.string().nullable() }).passthrough()),
  publications_count: z.number().int(),
  /** GET /auth/user in an impersonation session: the admin who opened it (the web shows a way back); else null. */
  impersonator: z.object({ id: z.number().int(), name: z.string() }).nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

/** Multipart form values arrive as strings or repeated strings; lists accept `a,b`, `a` or `['a','b']`. */
const stringList = z.preprocess((value) => {
  if (value == null || value === '') return [];
  if (Array.isArray(value)) return value.flatMap((item) => String(item).split(',')).filter(Boolean);
  return String(value).split(',').filter(Boolean);
}, z.array(z.string()));

export const profileUpdateSchema = z.object({
  name: requiredText(limits.nameMin, limits.nameMax),
  phone: z.string().trim().max(40).nullish(),
  contact_types: stringList.pipe(z.array(contactTypeSchema)),
  notification_types: stringList.pipe(z.array(notificationTypeSchema)),
  /** Absent keeps the channels. */
  notification_channels: stringList.pipe(z.array(notificationChannelSchema)).optional(),
  avatar_url: z.string().nullish(),
});

export const slugUpdateSchema = z.object({
  slug: z
    .string()
    .transform(normalizeSlug)
    .pipe(requiredText(limits.slugMin, limits.slugMax))
    .refine((slug) => !isReservedSlug(slug), { message: userMessages.slugReserved }),
  /** Absent keeps the current choice. */
  store_contacts: z.boolean().optional(),
});

export const notificationTypesUpdateSchema = z.object({
  notification_types: stringList.pipe(z.array(notificationTypeSchema)),
  /** Absent keeps the channels. */
  notification_channels: stringList.pipe(z.array(notificationChannelSchema)).optional(),
});

/** `token`: the browser's PushSubscription as JSON ({endpoint, expirationTime, keys: {p256dh, auth}}), checked by the API. */
export const pushSubscribeSchema = z.object({
  token: z.string().trim().min(1).max(4096, { message: pushMessages.tooLarge }),
});
