// A public listing's own page (/publication/{id}): the listing as the detail shows it, how its publishers may be
// reached (only the means each chose to show on their store), and the microsite it belongs to, if any.
import { z } from 'zod';
import { contactsSchema } from './groups';
import { publicationSchema } from './publications';

export const publicationPagePublisherSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string().nullable(),
  avatar_url: z.string().nullable(),
  contacts: contactsSchema,
  /**
   * Its numbers as people read them, international style ('+54 9 11 5555-0000'; formatPhone, on the server): the page
   * shows them without loading the numbers' metadata. Null where `contacts` has none.
   */
  numbers_shown: z.object({ phone: z.string().nullable(), whatsapp: z.string().nullable() }),
});

export const publicationPageSchema = z.object({
  publication: publicationSchema,
  /** The page's own address on the site it was asked on (the microsite's host there, the platform's elsewhere). */
  url: z.string(),
  publishers: z.array(publicationPagePublisherSchema),
  /** The active microsite the listing is shown on: the request's host's, or its publisher's first one. */
  microsite: z
    .object({
      id: z.number().int(),
      name: z.string(),
      /** Its home, on its own host. */
      url: z.string(),
      logo_url: z.string().nullable(),
    })
    .nullable(),
});
export type PublicationPage = z.infer<typeof publicationPageSchema>;
export type PublicationPagePublisher = z.infer<typeof publicationPagePublisherSchema>;
