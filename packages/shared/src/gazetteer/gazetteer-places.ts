// The gazetteer's places as the map knows them: every province, the capital's barrios and the main cities, each
// with its stable id (also its reference), name, description and kind. The API loads them into map_places; the query
// box reads them in the browser to recognise a place in a sentence.
import { capitalNeighbourhoods, greaterBuenosAires } from './gazetteer-buenos-aires';
import { cities, type GazetteerTown } from './gazetteer-cities';
import { capitalKey, provinces } from './gazetteer-provinces';
import { slugOf } from './map-text';

export type GazetteerPlace = {
  id: string;
  name: string;
  description: string;
  kind: 'neighbourhood' | 'city' | 'province';
  lat: number;
  lng: number;
  /** Other names people type for it (a province's, or the capital's short names that go with its barrios). */
  aliases: string[];
};

let cached: GazetteerPlace[] | null = null;

/** Every gazetteer place, in a stable order: provinces, the capital's barrios, then each province's cities. */
export function gazetteerEntries(): GazetteerPlace[] {
  if (cached) return cached;
  const capital = provinces.find((province) => province.key === capitalKey)!;
  const rows: GazetteerPlace[] = provinces.map((province) => ({
    id: `province:${province.key}`,
    name: province.name,
    description:
      province.key === capitalKey ? `${province.name}, Argentina` : `Provincia de ${province.name}, Argentina`,
    kind: 'province',
    lat: province.lat,
    lng: province.lng,
    aliases: province.aliases ?? [],
  }));
  const town =
    (provinceKey: string, provinceName: string, kind: 'neighbourhood' | 'city', aliases: string[] = []) =>
    ([name, lat, lng]: GazetteerTown): GazetteerPlace => ({
      id: `${kind}:${provinceKey}:${slugOf(name)}`,
      name,
      description: `${name}, ${provinceName}`,
      kind,
      lat,
      lng,
      aliases,
    });
  // 'Palermo CABA' finds Palermo: the capital's short names go with its barrios.
  const capitalAliases = capital.aliases?.filter((alias) => !capital.name.includes(alias));
  rows.push(...capitalNeighbourhoods.map(town(capitalKey, capital.name, 'neighbourhood', capitalAliases)));
  for (const province of provinces) {
    const list =
      province.key === 'buenos-aires'
        ? [...(cities[province.key] ?? []), ...greaterBuenosAires]
        : (cities[province.key] ?? []);
    rows.push(...list.map(town(province.key, province.name, 'city')));
  }
  cached = rows;
  return rows;
}
