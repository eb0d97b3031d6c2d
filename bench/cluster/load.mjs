// What each load client does until the clock runs out, in a loop of a weighted mix: sign in with an emailed code,
// publish a listing with one or two JPEG photos, start a search and read its first cards, and decide on cards
// (likes, discards, now and then a SuperLike). Everything the API acknowledged is kept for the checks afterwards.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { json, multipart, parse, unexpected } from './client.mjs';

/** The property search of the figures (bench/search-lib.mjs): flats for sale up to US$ 250.000, houses to rent. */
export const searchFilters = [
  { type: 'property', category: 'departamento', operation: 'venta', amount: { max: 250_000 } },
  { type: 'property', category: 'casa', operation: 'alquiler' },
];

/** `count` distinct JPEG photos (a colour and a stripe each, 640×480), made once before the clock starts. */
export async function makePhotos(count) {
  const photos = [];
  for (let i = 0; i < count; i++) {
    const hue = (i * 47) % 360;
    const background = `hsl(${hue}, 55%, 45%)`;
    const stripe = await sharp({ create: { width: 640, height: 120, channels: 3, background: '#f4d35e' } })
      .png()
      .toBuffer();
    const data = await sharp({ create: { width: 640, height: 480, channels: 3, background } })
      .composite([{ input: stripe, top: (i * 13) % 360, left: 0 }])
      .jpeg({ quality: 80 })
      .toBuffer();
    photos.push({ data, filename: `foto-${i}.jpg`, type: 'image/jpeg' });
  }
  return photos;
}

function listingFields(title, amount) {
  return [
    ['title', title],
    ['description', 'Luminoso, con balcón a la calle. Publicado durante la prueba de carga.'],
    ['type', 'property'],
    ['category', 'departamento'],
    ['operation', 'venta'],
    ['currency', 'USD'],
    ['amount', String(amount)],
    ['public', '1'],
    ['address[title]', 'Honduras 4800, Palermo, CABA'],
    ['address[lat]', '-34.5862'],
    ['address[lng]', '-58.4301'],
    ['extras[rooms][total]', '3'],
    ['extras[rooms][bedrooms]', '2'],
    ['extras[tags][]', 'balcón'],
  ];
}

/**
 * Runs one client until `deadline` (performance.now()). `people`: its accounts ({ email, token }); `run`: what
 * every client shares (mailbox, photos, stats, acknowledged sets, features, the run's tag).
 */
export async function runClient({ index, client, people, run, deadline }) {
  const { mailbox, photos, stats, acknowledged, tag } = run;
  const searches = new Map(); // email → { uuid, deck: publication ids }
  let person = 0;
  let signIns = 0;
  let listings = 0;

  const current = () => people[person];

  async function signIn() {
    person = (person + 1) % people.length;
    const { email } = current();
    for (let flow = 0; flow < 2; flow++) {
      const before = mailbox.count(email);
      signIns++;
      const sent = await client.call('signin.send', json('POST', '/api/auth/login', null, { email }));
      if (!sent) return;
      if (sent.status !== 200) return unexpected(stats, 'signin.send', sent);
      const code = await mailbox.latest(email, before);
      if (!code)
        return unexpected(stats, 'signin.mail', { status: 0, body: Buffer.from(`no llegó el código a ${email}`) });
      const checked = await client.call('signin.verify', json('POST', '/api/auth/login/otp', null, { email, code }));
      if (!checked) return;
      if (checked.status === 200) {
        current().token = parse(checked).access_token;
        acknowledged.signIns++;
        return;
      }
      // A code is single-use: when the first attempt was taken (its answer lost with the killed instance), the
      // retry finds it used. As a person would, ask for a new one, once.
      if (checked.status === 422 && checked.attempts > 1 && flow === 0) {
        acknowledged.signInsAgain++;
        continue;
      }
      return unexpected(stats, 'signin.verify', checked);
    }
  }

  async function publish() {
    const title = `Departamento ${tag}-c${index}-n${listings++}`;
    const images = Array.from(
      { length: 1 + (Math.random() < 0.5 ? 1 : 0) },
      () => photos[Math.floor(Math.random() * photos.length)],
    );
    const entries = [
      ...listingFields(title, 60_000 + Math.floor(Math.random() * 180_000)),
      ...images.map((i) => ['medias[]', i]),
    ];
    acknowledged.attemptedTitles.push(title);
    const request = await multipart('POST', '/api/account/publication', current().token, entries, {
      'idempotency-key': randomUUID(),
    });
    const created = await client.call('listing.create', request);
    if (!created) return;
    if (created.status !== 201) return unexpected(stats, 'listing.create', created);
    const body = parse(created);
    acknowledged.listings.push({ title, id: body.id, images: images.length, retried: created.attempts > 1 });
    // The form shows the saved listing with its first photo's thumbnail: read it through nginx.
    const thumbnail = body.medias[0]?.thumbnail_url ?? body.medias[0]?.file_url;
    if (!thumbnail) return unexpected(stats, 'listing.create', { status: 201, body: Buffer.from('sin fotos') });
    const image = await client.call('image.read', { method: 'GET', path: new URL(thumbnail).pathname });
    if (image && (image.status !== 200 || image.body.length === 0)) unexpected(stats, 'image.read', image);
  }

  async function startSearch() {
    const uuid = randomUUID();
    const created = await client.call(
      'search.create',
      json('POST', '/api/search', current().token, { uuid, title: `Búsqueda ${tag} ${index}`, filters: searchFilters }),
    );
    if (!created) return;
    if (created.status !== 201 && created.status !== 200) return unexpected(stats, 'search.create', created);
    searches.set(current().email, { uuid, deck: [] });
    await readCards();
  }

  async function readCards() {
    const search = searches.get(current().email);
    const page = await client.call(
      'search.results',
      json('POST', `/api/search/${search.uuid}/results`, current().token, { except: search.deck }),
    );
    if (!page) return;
    if (page.status !== 200) return unexpected(stats, 'search.results', page);
    search.deck.push(...parse(page).map((card) => card.id));
  }

  async function decide() {
    const search = searches.get(current().email);
    if (!search) return startSearch();
    if (search.deck.length === 0) return readCards();
    for (let i = 0; i < 5 && search.deck.length > 0 && performance.now() < deadline; i++) {
      const publicationId = search.deck[0];
      const like = Math.random() < 0.4;
      const body = { publication_id: publicationId, like, is_super: like && Math.random() < 0.1 };
      const answer = await client.call(
        'decision',
        json('POST', `/api/search/${search.uuid}/decision`, current().token, body),
      );
      if (!answer) return;
      if (answer.status !== 200) return unexpected(stats, 'decision', answer);
      search.deck.shift();
      acknowledged.decisions.push({ uuid: search.uuid, email: current().email, publicationId });
    }
  }

  while (performance.now() < deadline) {
    const roll = Math.random();
    // At most about 16 codes per client: the API sends 20 per IP in 15 minutes.
    if (roll < 0.08 && signIns < 14) await signIn();
    else if (roll < 0.25) await publish();
    else if (roll < 0.35) await startSearch();
    else await decide();
  }
}
