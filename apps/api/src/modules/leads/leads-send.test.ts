// POST /api/publication/{id}/lead and POST /api/user/{slug}/lead: a visitor's lead reaches the listing's publisher
// (or the store's owner) as a stored lead, a mail and a push, and nothing of the receiver comes back.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, leads } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { runDueJobs } from '../../test/jobs';
import { toldTo } from '../../test/outbox';
import { mailsTo } from '../auth/auth-test-helpers';
import { actor, notFoundBody, type Actor } from '../groups/groups-test-helpers';
import { makeMicrosite, setMicrositeStatus } from '../microsites/host-test-helpers';
import { listing, postLead, validLead } from './leads-test-helpers';

let ctx: TestContext;
let seller: Actor;
beforeAll(async () => {
  ctx = await createTestContext();
  seller = await actor(ctx, {
    name: 'Agustina Torres',
    email: 'agustina.torres@vitrina.example',
    phone: '+5491143219876',
    slug: 'torres-propiedades',
    contactTypes: ['email', 'phone', 'whatsapp'],
  });
});
afterAll(() => ctx.close());

const leadsOf = (receiverId: number) => ctx.db.select().from(leads).where(eq(leads.receiverId, receiverId));

describe('POST /api/publication/{id}/lead', () => {
  it('stores a visitor’s lead for the publisher, answers 201 with one sentence, and mails and tells them', async () => {
    const flat = await listing(ctx, seller.user.id);
    const response = await postLead(ctx, `/api/publication/${flat.id}/lead`, validLead);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Tu consulta fue enviada.' });
    for (const secret of ['agustina.torres', '43219876', 'Agustina']) expect(response.body).not.toContain(secret);

    const [lead] = await leadsOf(seller.user.id);
    expect(lead).toMatchObject({
      publicationId: flat.id,
      publicationTitle: 'Departamento 3 ambientes en Palermo',
      name: 'Martina Quiroga',
      email: 'martina.quiroga@correo.example',
      phone: '+5491155551234',
      source: 'publication',
      status: 'nueva',
      micrositeId: null,
    });
    expect(await toldTo(ctx, seller.user.id, 'lead')).toEqual([
      expect.objectContaining({
        title: 'Nueva consulta de Martina Quiroga',
        body: 'Sobre «Departamento 3 ambientes en Palermo»: Hola, ¿sigue disponible? Me gustaría verlo el sábado.',
        url: '/account/lead',
      }),
    ]);

    await runDueJobs(ctx);
    const mails = mailsTo(ctx.dataDir, 'agustina.torres@vitrina.example');
    const mail = mails.find((m) => m.subject.startsWith('Nueva consulta'))!;
    expect(mail.subject).toBe('Nueva consulta de Martina Quiroga sobre «Departamento 3 ambientes en Palermo»');
    expect(mail.text).toContain('Hola, ¿sigue disponible? Me gustaría verlo el sábado.');
    expect(mail.text).toContain('Email: martina.quiroga@correo.example');
    expect(mail.text).toContain('WhatsApp: https://wa.me/5491155551234');
    expect(mail.text).toContain('http://vitrina.test/account/lead');
    expect(mail.html).toContain('mailto:martina.quiroga@correo.example');
    expect(mail.headers).toMatchObject({ 'Reply-To': 'martina.quiroga@correo.example' });
    // The push's delivery sends no second mail: the lead's own is the one.
    expect(mails.filter((m) => m.subject.includes('Martina'))).toHaveLength(1);
  });

  it('records a lead sent from a search’s deck as such, and one with a phone only', async () => {
    const house = await listing(ctx, seller.user.id, { title: 'Casa con jardín' });
    const { email: _email, ...phoneOnly } = validLead;
    const response = await postLead(ctx, `/api/publication/${house.id}/lead`, { ...phoneOnly, source: 'search' });
    expect(response.statusCode).toBe(201);
    const [lead] = await ctx.db.select().from(leads).where(eq(leads.publicationId, house.id));
    expect(lead).toMatchObject({ source: 'search', email: null, phone: '+5491155551234' });
  });

  it('goes to the publisher of a synced listing: the owner of the sync, whoever sees it in a group', async () => {
    const agent = await actor(ctx, { name: 'Bruno Sosa' });
    const synced = await listing(ctx, agent.user.id, { code: 'FEED-1', title: 'PH reciclado' });
    expect((await postLead(ctx, `/api/publication/${synced.id}/lead`, validLead)).statusCode).toBe(201);
    expect(await leadsOf(agent.user.id)).toEqual([expect.objectContaining({ publicationId: synced.id })]);
  });

  it('answers 404 for a private, deleted or unknown listing, and stores nothing', async () => {
    const hidden = await listing(ctx, seller.user.id, { title: 'Oculta', public: false });
    const before = (await leadsOf(seller.user.id)).length;
    for (const id of [String(hidden.id), '99999999', 'abc', '0']) {
      const response = await postLead(ctx, `/api/publication/${id}/lead`, validLead);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
    }
    expect(await leadsOf(seller.user.id)).toHaveLength(before);
  });

  it('takes leads only for listings with a page where they are sent: none for a suspended microsite’s', async () => {
    const agent = await actor(ctx, { name: 'Carolina Ibáñez', email: 'carolina.ibanez@vitrina.example' });
    const site = await makeMicrosite(ctx.db, { name: 'Inmobiliaria Belgrano', userIds: [agent.user.id] });
    const flat = await listing(ctx, agent.user.id, { title: 'Dúplex en Belgrano' });
    const outsider = await listing(ctx, seller.user.id, { title: 'No es del sitio' });
    const onSite = { headers: { host: site.host } };
    // On the microsite's host, its user's listing takes the lead (counted as the site's); another's is not found.
    expect((await postLead(ctx, `/api/publication/${flat.id}/lead`, validLead, onSite)).statusCode).toBe(201);
    expect(await leadsOf(agent.user.id)).toEqual([expect.objectContaining({ micrositeId: site.id })]);
    const elsewhere = await postLead(ctx, `/api/publication/${outsider.id}/lead`, validLead, onSite);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual(notFoundBody);

    await setMicrositeStatus(ctx.db, site.id, 'suspended');
    await runDueJobs(ctx);
    const mailed = mailsTo(ctx.dataDir, 'carolina.ibanez@vitrina.example').length;
    const told = (await toldTo(ctx, agent.user.id, 'lead')).length;
    // Refused on the platform and on the site's own host (which answers API calls as the platform while suspended).
    for (const options of [{}, onSite]) {
      const refused = await postLead(ctx, `/api/publication/${flat.id}/lead`, validLead, options);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(notFoundBody);
    }
    // Nothing reached the publisher: no lead, no push, no mail.
    expect(await leadsOf(agent.user.id)).toHaveLength(1);
    expect(await toldTo(ctx, agent.user.id, 'lead')).toHaveLength(told);
    await runDueJobs(ctx);
    expect(mailsTo(ctx.dataDir, 'carolina.ibanez@vitrina.example')).toHaveLength(mailed);
  });

  it('answers a robot that filled the hidden field as if it were sent, and stores, mails and tells nothing', async () => {
    const flat = await listing(ctx, seller.user.id, { title: 'Monoambiente' });
    const mailJobs = () => ctx.db.select().from(jobs).where(eq(jobs.type, 'leads.mail'));
    const queued = (await mailJobs()).length;
    const told = (await toldTo(ctx, seller.user.id, 'lead')).length;
    const response = await postLead(ctx, `/api/publication/${flat.id}/lead`, { ...validLead, website: 'spam' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Tu consulta fue enviada.' });
    expect(await ctx.db.select().from(leads).where(eq(leads.publicationId, flat.id))).toEqual([]);
    expect(await mailJobs()).toHaveLength(queued);
    expect(await toldTo(ctx, seller.user.id, 'lead')).toHaveLength(told);
  });
});

describe('validation', () => {
  const url = () => `/api/user/torres-propiedades/lead`;

  it('names every missing field in Spanish', async () => {
    const response = await postLead(ctx, url(), {});
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['Este campo es obligatorio'],
      message: ['Este campo es obligatorio'],
      consent: ['Debés aceptar que te contacten'],
    });
    const noContact = await postLead(ctx, url(), { ...validLead, email: '', phone: null });
    expect(noContact.statusCode).toBe(422);
    expect(noContact.json()).toEqual({
      message: 'Indicá un email o un teléfono',
      errors: { email: ['Indicá un email o un teléfono'] },
    });
  });

  it('refuses consent not given, a bad email or phone, short texts, links and markup', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ consent: false }, { consent: ['Debés aceptar que te contacten'] }],
      [{ email: 'martina@' }, { email: ['No es una dirección de correo electrónico válida'] }],
      [{ phone: '1155551234' }, { phone: ['Debe incluir el código de país, incluyendo el signo +'] }],
      [{ message: 'Hola' }, { message: ['Este campo debe tener al menos 10 caracteres'] }],
      [{ message: 'x'.repeat(2001) }, { message: ['Este campo debe tener 2000 caracteres como máximo'] }],
      [
        { message: 'Mirá esto https://spam.example/oferta' },
        { message: ['El texto no puede contener enlaces ni código'] },
      ],
      [{ message: 'Entrá a www.ofertas.example ya' }, { message: ['El texto no puede contener enlaces ni código'] }],
      [{ message: 'Precios en ganga-deptos.com hoy' }, { message: ['El texto no puede contener enlaces ni código'] }],
      [{ message: 'Hola <script>alert(1)</script>' }, { message: ['El texto no puede contener enlaces ni código'] }],
      [{ name: '<b>Martina</b>' }, { name: ['El texto no puede contener enlaces ni código'] }],
    ];
    for (const [change, errors] of cases) {
      const response = await postLead(ctx, url(), { ...validLead, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(422);
      expect(response.json().errors, JSON.stringify(change)).toEqual(errors);
    }
  });

  it('keeps a message with accents, numbers and prices, which are no links', async () => {
    const response = await postLead(ctx, url(), {
      ...validLead,
      message: '¿Aceptan US$ 180.000? Tengo crédito 3.5 aprobado. Mi horario: 9 a 18 hs.',
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('POST /api/user/{slug}/lead', () => {
  it('stores a store’s lead for its owner, whatever the case of the slug, and 404 for no store', async () => {
    const owner = await actor(ctx, { name: 'Lucía Pereyra', slug: 'lucia-indumentaria' });
    const response = await postLead(ctx, '/api/user/Lucia-Indumentaria/lead', validLead);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Tu consulta fue enviada.' });
    expect(await leadsOf(owner.user.id)).toEqual([
      expect.objectContaining({ source: 'store', publicationId: null, publicationTitle: null }),
    ]);
    await runDueJobs(ctx);
    const [mail] = mailsTo(ctx.dataDir, owner.user.email);
    expect(mail.subject).toBe('Nueva consulta de Martina Quiroga sobre tu tienda');

    const missing = await postLead(ctx, '/api/user/nadie-con-este-nombre/lead', validLead);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(notFoundBody);
  });
});
