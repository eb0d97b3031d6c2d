// What the load needs before the clock starts: the clients' accounts, signed up through the API (five each, so
// that no address reaches the API's five codes in 15 minutes), and sellers with a few thousand listings written
// by SQL (the same kind of flats and houses the clients' searches ask for; no photos, so every photo of the run
// is one a client uploaded). Everyone is told of SuperLikes by email, which gives the worker jobs.
import { json, parse } from './client.mjs';

export const peoplePerClient = 5;

async function inBatches(items, size, work) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

async function signUp(client, email, name) {
  const response = await client.call('seed.signup', json('POST', '/api/auth/signup', null, { email, name }));
  if (!response || response.status !== 200) {
    throw new Error(`sign-up de ${email}: ${response?.status} ${response?.body.toString('utf8').slice(0, 200)}`);
  }
  return parse(response).access_token;
}

/** Answers, per client, its accounts: [{ email, token }]. */
export async function seed({ client, sql, tag, clients, listings, sellers = 10 }) {
  const people = Array.from({ length: clients }, (_, i) =>
    Array.from({ length: peoplePerClient }, (_, k) => ({
      email: `cliente${i}.persona${k}.${tag}@vitrina.example`,
      name: `Cliente ${i} Persona ${k}`,
      token: null,
    })),
  );
  await inBatches(people.flat(), 8, async (person) => {
    person.token = await signUp(client, person.email, person.name);
  });

  const sellerEmails = Array.from({ length: sellers }, (_, i) => `vendedor${i}.${tag}@vitrina.example`);
  await inBatches(sellerEmails, 8, (email) => signUp(client, email, 'Inmobiliaria de la prueba'));
  const { rows } = await sql.query('select id from users where email = any($1::text[])', [sellerEmails]);
  const sellerIds = rows.map((row) => Number(row.id));

  await sql.query(
    `insert into publications (user_id, title, description, type, category, operation, currency, amount, public,
       address_title, lat, lng, rooms_total, bedrooms, listed_at)
     select ($1::bigint[])[1 + g % cardinality($1::bigint[])], 'Semilla ' || g, 'Publicación de la semilla',
       'property', case when g % 2 = 0 then 'departamento' else 'casa' end,
       case when g % 2 = 0 then 'venta' else 'alquiler' end, case when g % 2 = 0 then 'USD' else 'ARS' end,
       case when g % 2 = 0 then 50000 + (g * 37) % 200000 else 300000 + (g * 53) % 500000 end, true,
       'Palermo, CABA', -34.58 + (g % 100) * 0.001, -58.43 + (g % 77) * 0.001, 1 + g % 5, g % 4,
       now() - make_interval(mins => g)
     from generate_series(1, $2::int) as g`,
    [sellerIds, listings],
  );
  // Everyone wants to hear of SuperLikes on their listings, by email: the decisions then give the worker deliveries
  // to send (to the run's capture SMTP server) while it is restarted.
  await sql.query(`update users set notification_types = '{publication_superlike}', notification_channels = '{email}'`);
  await sql.query('analyze publications');
  return people;
}

/** Whether the API reads Idempotency-Key on listing creation: a key too short to be one is refused by name. */
export async function probeIdempotency(client, token) {
  const request = json('POST', '/api/account/publication', token, {});
  request.headers['idempotency-key'] = 'x';
  const response = await client.call('seed.probe', request);
  return Boolean(response && /idempotency-key/i.test(response.body.toString('utf8')));
}
