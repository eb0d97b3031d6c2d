import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mapPlaces } from './schema/index';
import { createTestDatabase } from '../test/context';
import { gazetteerPlaces, loadGazetteer } from './gazetteer';

const places = gazetteerPlaces();
const ofKind = (kind: string) => places.filter((place) => place.kind === kind);

describe('the gazetteer', () => {
  it('has the 24 provinces (the capital included), the 48 barrios of the capital and cities of every province', () => {
    expect(ofKind('province')).toHaveLength(24);
    expect(ofKind('neighbourhood')).toHaveLength(48);
    expect(ofKind('city').length).toBeGreaterThanOrEqual(150);
    const provincesWithCities = new Set(ofKind('city').map((place) => place.id.split(':')[1]));
    expect(provincesWithCities.size).toBe(23);
    expect(new Set(places.map((place) => place.id)).size).toBe(places.length);
  });

  it('describes each place with its province, and keeps every point in Argentina (barrios inside the capital)', () => {
    expect(places.find((place) => place.id === 'neighbourhood:caba:palermo')).toMatchObject({
      name: 'Palermo',
      description: 'Palermo, Ciudad Autónoma de Buenos Aires',
    });
    expect(places.find((place) => place.id === 'city:mendoza:san-rafael')?.description).toBe('San Rafael, Mendoza');
    expect(places.find((place) => place.id === 'province:cordoba')?.description).toBe(
      'Provincia de Córdoba, Argentina',
    );
    for (const place of places) {
      expect(place.lat, place.id).toBeGreaterThan(-55.1);
      expect(place.lat, place.id).toBeLessThan(-21.7);
      expect(place.lng, place.id).toBeGreaterThan(-73.6);
      expect(place.lng, place.id).toBeLessThan(-53.6);
    }
    for (const place of ofKind('neighbourhood')) {
      expect(place.lat, place.id).toBeGreaterThan(-34.71);
      expect(place.lat, place.id).toBeLessThan(-34.52);
      expect(place.lng, place.id).toBeGreaterThan(-58.54);
      expect(place.lng, place.id).toBeLessThan(-58.33);
    }
  });

  it('is loaded by the migrations, and loading it again writes nothing and restores a changed row', async () => {
    const database = await createTestDatabase();
    try {
      const stored = await database.db.select().from(mapPlaces).where(eq(mapPlaces.source, 'gazetteer'));
      expect(stored).toHaveLength(places.length);
      await database.db.update(mapPlaces).set({ lat: 0 }).where(eq(mapPlaces.id, 'city:santa-fe:rosario'));
      await database.db.insert(mapPlaces).values({ ...places[0], id: 'city:x:retired', reference: 'city:x:retired' });
      await loadGazetteer(database.db);
      const after = await database.db.select().from(mapPlaces).where(eq(mapPlaces.source, 'gazetteer'));
      expect(after).toHaveLength(places.length);
      expect(after.find((place) => place.id === 'city:santa-fe:rosario')?.lat).toBe(-32.9468);
      // Unchanged rows keep their physical version: the upsert skipped them.
      const versions = async () =>
        (
          (await database.db.execute('select id, xmin::text as version from map_places order by id')) as unknown as {
            rows: unknown[];
          }
        ).rows;
      const before = await versions();
      await loadGazetteer(database.db);
      expect(await versions()).toEqual(before);
    } finally {
      await database.close();
    }
  });
});
