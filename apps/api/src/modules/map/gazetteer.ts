// The embedded map provider's places: the shipped gazetteer turned into map_places rows. Loaded right after the
// migrations on every start, idempotently: unchanged rows are not written, rows whose entry left the data file are
// removed, so editing the data files is all a correction takes.
import type { Database } from '../../db/client';
import { capitalNeighbourhoods, greaterBuenosAires } from './gazetteer-buenos-aires';
import { cities, type GazetteerTown } from './gazetteer-cities';
import { capitalKey, provinces } from './gazetteer-provinces';
import { foldText, slugOf } from './map-text';
import { syncGazetteerRows, type PlaceValues } from './map.queries';

function place(
  id: string,
  name: string,
  description: string,
  kind: string,
  lat: number,
  lng: number,
  aliases: string[] = [],
): PlaceValues {
  return {
    id,
    reference: id,
    name,
    description,
    // The name first: "starts with" ranks by the beginning of search_text.
    searchText: foldText([description.startsWith(name) ? '' : name, description, ...aliases].join(' ')),
    kind,
    source: 'gazetteer',
    lat,
    lng,
  };
}

/** Every gazetteer place, in a stable order. */
export function gazetteerPlaces(): PlaceValues[] {
  const capital = provinces.find((province) => province.key === capitalKey)!;
  const rows: PlaceValues[] = provinces.map((province) =>
    place(
      `province:${province.key}`,
      province.name,
      province.key === capitalKey ? `${province.name}, Argentina` : `Provincia de ${province.name}, Argentina`,
      'province',
      province.lat,
      province.lng,
      province.aliases,
    ),
  );
  const town =
    (provinceKey: string, provinceName: string, kind: string, aliases?: string[]) =>
    ([name, lat, lng]: GazetteerTown) =>
      place(`${kind}:${provinceKey}:${slugOf(name)}`, name, `${name}, ${provinceName}`, kind, lat, lng, aliases);
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
  return rows;
}

/** Writes the gazetteer into map_places; a no-op (no row written) when the table already matches. */
export function loadGazetteer(db: Database): Promise<void> {
  return syncGazetteerRows(db, gazetteerPlaces());
}
