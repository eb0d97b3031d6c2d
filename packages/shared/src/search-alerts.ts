// "Avisarme de nuevas publicaciones" on a search (docs/decisions/015-notifications.md, Search alerts): the switch's
// request and answer and the unsubscribe link's answer; its texts and timing are in search-alert-texts.ts.
import { z } from 'zod';

export { searchAlertTexts, searchAlertTiming } from './search-alert-texts';

export const searchAlertRequestSchema = z.object({ enabled: z.boolean() });
export type SearchAlertRequest = z.infer<typeof searchAlertRequestSchema>;

export const searchAlertResponseSchema = z.object({ alert: z.boolean() });
export type SearchAlertResponse = z.infer<typeof searchAlertResponseSchema>;

export const searchAlertUnsubscribeSchema = z.object({ message: z.string(), titles: z.array(z.string()) });
export type SearchAlertUnsubscribe = z.infer<typeof searchAlertUnsubscribeSchema>;
