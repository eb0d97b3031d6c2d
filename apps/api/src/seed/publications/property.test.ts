import { describe, expect, it } from 'vitest';
import { placeNamed, places } from './places';
import { generateProperty } from './property';
import { createRandom } from './random';

const owner = { agents: ['Agustina Torres'], referencePrefix: 'TPP' };

/** Listings generated at the place until `count` of the category come out. */
function listingsOf(placeName: string, category: string, count: number) {
  const random = createRandom(20_241_201);
  const found = [];
  for (let attempt = 0; found.length < count && attempt < 20_000; attempt++) {
    const listing = generateProperty(random, placeNamed(placeName), owner);
    if (listing.category === category) found.push(listing);
  }
  return found;
}

describe('generated properties', () => {
  it('prices a weekend house in a farming area by its m², not by the hectare the fields there sell by', () => {
    const farming = places.filter((place) => place.kind === 'campo').map((place) => place.name);
    expect(farming.length).toBeGreaterThan(0);
    for (const name of farming)
      for (const quinta of listingsOf(name, 'quinta', 10).filter((listing) => listing.operation === 'venta')) {
        // The quinta belt asks a few hundred dollars a m² of land, its house included; a field's figure per
        // hectare read as per m² asked several thousand.
        expect(quinta.amount! / quinta.areaTotal!, `${quinta.title}: USD ${quinta.amount}`).toBeLessThan(500);
      }
  });

  it('says whether a rented home takes pets, most of them do, and says nothing of a home for sale', () => {
    const flats = listingsOf('Palermo', 'departamento', 200);
    const rented = flats.filter((listing) => listing.operation?.startsWith('alquiler'));
    expect(rented.every((listing) => typeof listing.pets === 'boolean')).toBe(true);
    const takePets = rented.filter((listing) => listing.pets).length;
    expect(takePets).toBeGreaterThan(rented.length / 3);
    expect(takePets).toBeLessThan(rented.length);
    expect(
      flats.filter((listing) => listing.operation === 'venta').every((listing) => listing.pets === undefined),
    ).toBe(true);
  });

  it('quotes every rent in pesos, a plot and a field at what their whole surface rents for', () => {
    for (const [name, category] of [
      ['Palermo', 'departamento'],
      ['Nordelta', 'casa'],
      ['Pilar', 'terreno'],
      ['Pergamino', 'campo'],
    ] as const) {
      const rents = listingsOf(name, category, 80).filter((listing) => listing.operation?.startsWith('alquiler'));
      expect(rents.length, `${category} en ${name}`).toBeGreaterThan(0);
      for (const rent of rents) {
        expect(rent.currency, rent.title).toBe('ARS');
        expect(rent.amount, rent.title).toBeGreaterThanOrEqual(100_000);
      }
    }
  });
});
