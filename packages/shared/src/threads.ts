// Conversations on a listing (docs/product.md, Conversations on a listing; decision 028): in a search, each listing
// has a thread its participants read and write. A message as answered, its page (oldest first), what is sent, and
// its texts and limits (thread-texts.ts, without zod for the
// deck's download).
import { z } from 'zod';
import { pagedSchema } from './pagination';
import { threadLimits } from './thread-texts';

export { threadLimits, threadPath, threadTexts } from './thread-texts';

export const threadUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar_url: z.string().nullable(),
});

export const threadMessageSchema = z.object({
  id: z.number().int(),
  user: threadUserSchema,
  text: z.string(),
  created_at: z.string(),
  /** When the author last changed it; null when never. */
  edited_at: z.string().nullable(),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

export const threadPageSchema = pagedSchema(threadMessageSchema);
export type ThreadPage = z.infer<typeof threadPageSchema>;

export const threadQuerySchema = z.object({
  take: z.coerce.number().int().min(1).max(threadLimits.pageSizeMax).default(threadLimits.pageSize),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type ThreadQuery = z.infer<typeof threadQuerySchema>;

/** Links stay text: the text is kept as written and every screen and mail shows it escaped, never as markup. */
export const threadMessageBodySchema = z.object({
  text: z.string().trim().min(1).max(threadLimits.textMax),
});
export type ThreadMessageBody = z.infer<typeof threadMessageBodySchema>;
