// Visits to a listing (docs/decisions/025-visits.md): the agent's availability, the free slots a client picks from,
// the visit as answered and the changes either person makes, with their Spanish texts. Times of day and dates are
// Argentina's (UTC−3 all year); instants travel as ISO 8601 with that offset.
import { z } from 'zod';
import { messages } from './messages';
import {
  visitDaysMax,
  visitMessageMax,
  visitNoticeHoursMax,
  visitPendingMax,
  visitSlotMinutes,
  visitStatuses,
  type VisitStatus,
} from './visit-limits';

export * from './visit-limits';

// ours: the issue does not word these
export const visitTexts = {
  slotTaken: 'Ese horario ya no está disponible. Elegí otro.',
  slotInvalid: 'Ese horario no está entre los disponibles para visitar esta publicación.',
  pendingLimit: `Ya tenés ${visitPendingMax} pedidos de visita esperando respuesta. Esperá una respuesta o cancelá alguno.`,
  visitsOff: 'Esta publicación no recibe pedidos de visita.',
  ownListing: 'No podés pedir una visita a tu propia publicación.',
  emailUnverified: 'Verificá tu correo electrónico para pedir una visita.',
  rangeOrder: 'La hora de fin debe ser posterior a la de inicio',
  rangeOverlap: 'Los horarios de un mismo día no deben superponerse',
  timeFormat: 'Debe ser una hora HH:mm',
  dateFormat: 'Debe ser una fecha AAAA-MM-DD',
  declineReason: 'Indicá el motivo',
  notAllowed: 'La visita no admite ese cambio en su estado actual.',
  notStartedYet: 'La visita todavía no ocurrió.',
  alreadyStarted: 'La visita ya comenzó.',
  statusOrTime: 'Indicá un estado o un nuevo horario',
};

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, visitTexts.timeFormat);
const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, visitTexts.dateFormat)
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
  }, visitTexts.dateFormat);

export const visitRangeSchema = z.object({
  weekday: z.number().int().min(0).max(6),
  from: time,
  to: time,
});
export type VisitRange = z.infer<typeof visitRangeSchema>;

export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export const visitAvailabilitySchema = z
  .object({
    weekly: z.array(visitRangeSchema).max(70),
    slot_minutes: z.union(
      visitSlotMinutes.map((n) => z.literal(n)) as [z.ZodLiteral<30>, z.ZodLiteral<45>, z.ZodLiteral<60>],
      {
        error: messages.validation.invalidOption,
      },
    ),
    notice_hours: z.number().int().min(0).max(visitNoticeHoursMax),
    days_off: z.array(date).max(366),
  })
  .superRefine((value, ctx) => {
    value.weekly.forEach((range, index) => {
      if (minutesOf(range.to) <= minutesOf(range.from))
        ctx.addIssue({ code: 'custom', path: ['weekly', index, 'to'], message: visitTexts.rangeOrder });
      const overlaps = value.weekly.some(
        (other, j) =>
          j < index &&
          other.weekday === range.weekday &&
          minutesOf(other.from) < minutesOf(range.to) &&
          minutesOf(range.from) < minutesOf(other.to),
      );
      if (overlaps) ctx.addIssue({ code: 'custom', path: ['weekly', index, 'from'], message: visitTexts.rangeOverlap });
    });
  });
export type VisitAvailability = z.infer<typeof visitAvailabilitySchema>;

export const visitSlotQuerySchema = z.object({
  from: date.optional(),
  days: z.coerce.number().int().min(1).max(visitDaysMax).default(14),
});
export const visitSlotSchema = z.object({ starts_at: z.string(), ends_at: z.string() });
export type VisitSlot = z.infer<typeof visitSlotSchema>;
export const visitSlotListSchema = z.object({
  /** False when the listing takes no visits (its switch is off, or its agent has set no hours). */
  enabled: z.boolean(),
  slot_minutes: z.number().int(),
  data: z.array(visitSlotSchema),
});
export type VisitSlotList = z.infer<typeof visitSlotListSchema>;

const instant = z.iso.datetime({ offset: true, error: messages.validation.invalidValue });

export const visitRequestSchema = z.object({
  starts_at: instant,
  message: z.string().trim().max(visitMessageMax).nullish(),
  search_id: z.number().int().positive().nullish(),
});
export type VisitRequest = z.infer<typeof visitRequestSchema>;

export const visitChangeSchema = z
  .object({
    status: z.enum(['confirmed', 'declined', 'cancelled', 'done']).optional(),
    starts_at: instant.optional(),
    reason: z.string().trim().max(visitMessageMax).nullish(),
  })
  .superRefine((value, ctx) => {
    if (!value.status && !value.starts_at)
      ctx.addIssue({ code: 'custom', path: ['status'], message: visitTexts.statusOrTime });
    if (value.status && value.starts_at)
      ctx.addIssue({ code: 'custom', path: ['starts_at'], message: visitTexts.statusOrTime });
    if (value.status === 'declined' && !value.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: visitTexts.declineReason });
  });
export type VisitChange = z.infer<typeof visitChangeSchema>;

export const visitPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
});
export type VisitPerson = z.infer<typeof visitPersonSchema>;

export const visitSchema = z.object({
  id: z.number().int(),
  status: z.enum(visitStatuses),
  starts_at: z.string(),
  ends_at: z.string(),
  message: z.string().nullable(),
  reason: z.string().nullable(),
  /** Who must answer now: the agent for a new request, the other side after a new time is proposed. */
  awaiting: z.enum(['agent', 'client']).nullable(),
  search_id: z.number().int().nullable(),
  publication: z.object({
    id: z.number().int(),
    title: z.string(),
    address: z.string().nullable(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    image: z.string().nullable(),
  }),
  agent: visitPersonSchema,
  client: visitPersonSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Visit = z.infer<typeof visitSchema>;

export const visitListQuerySchema = z.object({
  role: z.enum(['agent', 'client']).default('client'),
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  take: z.coerce.number().int().min(1).max(100).default(20),
  page: z.coerce.number().int().min(1).default(1),
});
export type VisitListQuery = z.infer<typeof visitListQuerySchema>;

export const visitStatusTitles: Record<VisitStatus, string> = {
  requested: 'Pedida',
  confirmed: 'Confirmada',
  declined: 'Rechazada',
  cancelled: 'Cancelada',
  done: 'Realizada',
};
