// What the leads' tests share: a listing of a publisher, a valid lead's body, and the POSTs a visitor's browser makes.
import { publications, type PublicationRow } from '../../db/schema/index';
import type { TestContext } from '../../test/context';

export const validLead = {
  name: 'Martina Quiroga',
  email: 'martina.quiroga@correo.example',
  phone: '+5491155551234',
  message: 'Hola, ¿sigue disponible? Me gustaría verlo el sábado.',
  consent: true,
};

export async function listing(ctx: TestContext, userId: number, values: Partial<PublicationRow> = {}) {
  const [row] = await ctx.db
    .insert(publications)
    .values({
      userId,
      title: 'Departamento 3 ambientes en Palermo',
      type: 'property',
      category: 'departamento',
      operation: 'venta',
      currency: 'USD',
      amount: 185000,
      ...values,
    })
    .returning();
  return row;
}

let visitor = 0;

/** Each call from another address unless one is given: the per-IP limit has its own test. */
export function postLead(
  ctx: TestContext,
  url: string,
  body: Record<string, unknown>,
  options: { ip?: string; headers?: Record<string, string> } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: body,
    remoteAddress: options.ip ?? `203.0.113.${(visitor = (visitor % 250) + 1)}`,
    headers: options.headers,
  });
}
