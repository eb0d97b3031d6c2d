// Leads («Consultar», product.md, Leads): what a visitor sends about a listing or a store, and how its receiver lists
// and answers them in 'Consultas'. Texts marked "ours" are not quoted by the issue; decision 024 says why each rule is
// so.
import { z } from 'zod';
import { messages } from './messages';
import { pagedSchema } from './pagination';
import { phoneField } from './phone';
import './validation';
import { leadLimits, leadSources, leadStatusValues, leadTexts, type LeadSource } from './lead-texts';

export * from './lead-texts';

// A link (a scheme, www., or a bare domain of the usual endings) or an HTML tag: what spam and script carry.
const linkPattern =
  /(?:\b[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|net|org|info|biz|xyz|top|site|online|link|io|ru|ar)\b(?:\.[a-z]{2}\b)?)/i;
const markupPattern = /<\s*\/?\s*[a-z!?][^>]*>|javascript:|data:[a-z]+\//i;

/** True when the text carries a link or markup, which a lead's text never keeps (decision 024). */
export function hasLinkOrMarkup(text: string): boolean {
  return linkPattern.test(text) || markupPattern.test(text);
}

const plainText = (max: number, min = 1) =>
  z
    .string()
    .trim()
    .min(1, { error: messages.validation.required, abort: true })
    .min(min)
    .max(max)
    .refine((value) => !hasLinkOrMarkup(value), { error: leadTexts.noLinks });

/** The «Consultar» form: name, email or phone (at least one), message, consent, and `website`, the robots' field. */
export const leadRequestSchema = z
  .object({
    name: plainText(leadLimits.nameMax, 2),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(255)
      .nullish()
      .transform((value) => (value ? value : null))
      .pipe(z.email().nullable()),
    phone: phoneField(),
    message: plainText(leadLimits.messageMax, leadLimits.messageMin),
    consent: z.boolean({ error: leadTexts.consentRequired }).refine((value) => value, {
      error: leadTexts.consentRequired,
    }),
    /** Where in the app it was sent from; a listing's page unless the deck says so (the store's route knows). */
    source: z.enum(['publication', 'search']).optional(),
    /** Hidden in the form: people never see it, robots fill it. Filled, the lead is dropped without a word. */
    website: z.string().max(500).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.email && !value.phone) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: leadTexts.contactRequired });
    }
  });
export type LeadRequest = z.input<typeof leadRequestSchema>;

export const leadSentSchema = z.object({ message: z.string() });

/** A lead as its receiver reads it in 'Consultas'. */
export const leadSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  message: z.string(),
  status: z.enum(leadStatusValues),
  source: z.enum(leadSources.map((source) => source.value) as [LeadSource, ...LeadSource[]]),
  /** The listing asked about (its title even after it was deleted, then `id` null); null for a store's lead. */
  publication: z.object({ id: z.number().int().nullable(), title: z.string() }).nullable(),
  /** https://wa.me/<digits> when the sender left a phone. */
  whatsapp_url: z.string().nullable(),
  created_at: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadPageSchema = pagedSchema(leadSchema);
export type LeadPage = z.infer<typeof leadPageSchema>;

export const leadListQuerySchema = z.object({
  status: z.enum(leadStatusValues).optional(),
  take: z.coerce.number().int().min(1).max(100).default(20),
  page: z.coerce.number().int().min(1).default(1),
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

export const leadUpdateSchema = z.object({ status: z.enum(leadStatusValues) }).strict();
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;
