import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const images = ['living-room.jpg', 'balcony.jpg'].map((name) =>
  readFileSync(new URL(`../fixtures/${name}`, import.meta.url)),
);

export type FeedServer = { url: string; count: number; titles: string[]; close: () => Promise<void> };

/**
 * A seller's JSON feed served on loopback (the server under test is started with SYNC_ALLOW_PRIVATE_HOSTS=1):
 * three listings shaped like the API's publication, with images served by the same server. See docs/feeds.md.
 */
export async function startFeedServer(tag: string): Promise<FeedServer> {
  const titles = [
    `Casa con jardín en Villa Devoto ${tag}`,
    `PH reciclado en Colegiales ${tag}`,
    `Campera de jean oversize ${tag}`,
  ];
  let origin = '';
  const items = () => [
    {
      code: `devoto-${tag}-1`,
      title: titles[0],
      type: 'property',
      category: 'casa',
      operation: 'venta',
      currency: 'USD',
      amount: 320000,
      description: 'Cuatro ambientes, parque con pileta y quincho.',
      address: { title: 'Villa Devoto, Ciudad Autónoma de Buenos Aires', lat: -34.6011, lng: -58.5126 },
      extras: {
        rooms: { total: 4, bedrooms: 3, bathrooms: 2 },
        areas: { total: 300, covered: 180 },
        parkings: 2,
        credit: true,
      },
      images: [`${origin}/img/0.jpg`, `${origin}/img/1.jpg`],
    },
    {
      code: `colegiales-${tag}-2`,
      title: titles[1],
      type: 'property',
      category: 'ph',
      operation: 'alquiler',
      currency: 'ARS',
      amount: 850000,
      address: { title: 'Colegiales, Ciudad Autónoma de Buenos Aires', lat: -34.5737, lng: -58.4497 },
      extras: { rooms: { total: 3, bedrooms: 2, bathrooms: 1 }, age: 0 },
      images: [`${origin}/img/1.jpg`],
    },
    {
      code: `campera-${tag}-3`,
      title: titles[2],
      type: 'clothing',
      category: 'camperas',
      currency: 'ARS',
      amount: 89000,
      extras: {
        brand: 'Kosiuko',
        gender: 'mujer',
        age_group: 'adultos',
        tags: ['jean', 'oversize'],
        stock: [
          { color: 'Azul', size: 'M' },
          { color: 'Azul', size: 'L' },
        ],
      },
      images: [`${origin}/img/0.jpg`],
    },
  ];
  const server = createServer((request, response) => {
    const image = /^\/img\/(\d)\.jpg$/.exec(request.url ?? '');
    if (image && images[Number(image[1])]) {
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end(images[Number(image[1])]);
    } else if (request.url === '/feed.json') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: items() }));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/feed.json`,
    count: titles.length,
    titles,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
