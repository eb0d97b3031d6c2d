// The inbox (docs/decisions/022-activity-inbox.md): an item as answered, its page, the read marks and the stream's
// ticket. Texts and timing are in activity-texts.ts.
import { z } from 'zod';
import { notificationTypes } from './enums';
import { pagedSchema } from './pagination';
import { activityTexts } from './activity-texts';

export { activityTexts, activityTiming, activityWhen } from './activity-texts';

/** A notification type key, or the kinds that arrive later: a lead, a message. */
export const activityTypes = [...notificationTypes.map((type) => type.key), 'lead', 'message'] as const;
export type ActivityType = (typeof activityTypes)[number];

export const activityActorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
});
export type ActivityActor = z.infer<typeof activityActorSchema>;

export const activityItemSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  actors: z.array(activityActorSchema),
  count: z.number().int(),
  read_at: z.string().nullable(),
  /** The item's latest event: a grouped item moves up when it grows. */
  created_at: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const activityQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

export const activityPageSchema = pagedSchema(activityItemSchema).extend({ unread: z.number().int() });
export type ActivityPage = z.infer<typeof activityPageSchema>;

const activityId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const activityReadSchema = z
  .object({
    ids: z.array(activityId).min(1).max(100).optional(),
    all: z.literal(true).optional(),
  })
  .refine((body) => (body.ids !== undefined) !== (body.all !== undefined), {
    message: activityTexts.idsOrAll,
    path: ['ids'],
  });
export type ActivityRead = z.infer<typeof activityReadSchema>;

export const activityUnreadSchema = z.object({ unread: z.number().int() });
export type ActivityUnread = z.infer<typeof activityUnreadSchema>;

export const activityTicketSchema = z.object({ ticket: z.string(), expires_in: z.number().int() });
export type ActivityTicket = z.infer<typeof activityTicketSchema>;

/** The stream's events: `activity` carries an item that is new or grew, `unread` the count after read marks. */
export type ActivityStreamEvent =
  { event: 'activity'; data: { item: ActivityItem; unread: number } } | { event: 'unread'; data: ActivityUnread };
