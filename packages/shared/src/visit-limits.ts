// The limits of visits, apart from visits.ts's schemas: the request panel of a listing's page reads them without
// building the schemas.
export const visitSlotMinutes = [30, 45, 60] as const;
export const visitStatuses = ['requested', 'confirmed', 'declined', 'cancelled', 'done'] as const;
export type VisitStatus = (typeof visitStatuses)[number];
/** Requests a person may have waiting for an answer at once. */
export const visitPendingMax = 3;
/** Days of slots a client may look ahead. */
export const visitDaysMax = 60;
export const visitMessageMax = 1000;
export const visitNoticeHoursMax = 168;
