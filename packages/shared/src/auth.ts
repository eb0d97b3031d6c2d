// Sign-in requests and responses (product.md, Sign-in and the account): codes by email, Google and Apple tokens.
import { z } from 'zod';
import { limits } from './constants';
import { emailField, requiredText } from './validation';
import { searchSchema } from './searches';
import { userSchema } from './users';

export const authMessages = {
  codeSent: 'Código enviado.',
  verified: 'Verificado correctamente.',
  // ours
  codeInvalid: 'El código no es correcto o ya venció. Pedí uno nuevo.',
  codeTooManyTries: 'Superaste los intentos permitidos. Pedí un código nuevo.',
  accountMissing: 'No existe una cuenta con ese email.',
  accountExists: 'Ya existe una cuenta con ese email.',
  alreadyVerified: 'Tu email ya está verificado.',
  socialFailed: 'Error en el login.',
  providerUnknown: 'Ese medio de ingreso no está disponible.',
  providerNotConfigured: 'El ingreso con este medio no está configurado.',
} as const;

const searchesField = z.array(z.uuid()).max(50).default([]);
const codeField = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${limits.codeDigits}}$`), { message: authMessages.codeInvalid });

export const checkRequestSchema = z.object({ email: emailField() });
export const checkResponseSchema = z.object({ exists: z.boolean() });

export const signupRequestSchema = z.object({
  email: emailField(),
  name: requiredText(limits.nameMin, limits.nameMax),
  searches: searchesField,
});

export const recoverSendRequestSchema = z.object({ email: emailField() });
export const recoverCheckRequestSchema = z.object({ email: emailField(), code: codeField, searches: searchesField });
export const verifyCheckRequestSchema = z.object({ code: codeField });

export const socialProviders = ['google', 'apple'] as const;
export type SocialProvider = (typeof socialProviders)[number];
/** Google sends an ID token (`id_token`, or `credential` as Google Identity Services names it); Apple its identity token as `access_token`. */
export const socialRequestSchema = z.object({
  id_token: z.string().min(1).optional(),
  credential: z.string().min(1).optional(),
  access_token: z.string().min(1).optional(),
  name: z.string().trim().max(limits.nameMax).optional(),
  searches: searchesField,
});

export const tokenResponseSchema = z.object({ token_type: z.literal('Bearer'), access_token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** The signed-in user and their latest searches (newest first, as many as the builder's history shows). */
export const authUserResponseSchema = z.object({ user: userSchema, searches: z.array(searchSchema) });

export const linkedAccountSchema = z.object({
  provider: z.enum(socialProviders),
  email: z.string().nullable(),
  created_at: z.string(),
});
