// Places in a sentence, by the map's gazetteer: barrios, cities and provinces, with or without accents and capitals
// ('palermo', 'Núñez', 'capital federal'). The longest name wins ('San Nicolás de los Arroyos' over 'San Nicolás');
// of two places with one name, the most precise (a barrio over a city over a province), as the map does.
import { gazetteerEntries, type GazetteerPlace } from '../gazetteer/gazetteer-places';
import { placeRadiusKm } from '../searches';
import { fold, type Token } from './tokens';

export type ParsedPlace = {
  reference: string;
  name: string;
  description: string;
  kind: GazetteerPlace['kind'];
  lat: number;
  lng: number;
  radius_km: number;
};

const precision = ['neighbourhood', 'city', 'province'];
let index: {
  byName: Map<string, GazetteerPlace>;
  longest: number;
  words: Set<string>;
  provinces: Set<string>;
  provinceByName: Map<string, GazetteerPlace>;
} | null = null;

function foldName(name: string): string {
  return fold(name)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function placeIndex() {
  if (index) return index;
  const byName = new Map<string, GazetteerPlace>();
  const entries = gazetteerEntries();
  const add = (name: string, place: GazetteerPlace) => {
    const key = foldName(name);
    const known = byName.get(key);
    if (!known || precision.indexOf(place.kind) < precision.indexOf(known.kind)) byName.set(key, place);
  };
  const provinces = new Set<string>();
  const provinceByName = new Map<string, GazetteerPlace>();
  for (const place of entries) {
    add(place.name, place);
    if (place.kind === 'province')
      for (const name of [place.name, ...place.aliases]) {
        add(name, place);
        provinces.add(foldName(name));
        provinceByName.set(foldName(name), place);
      }
  }
  let longest = 1;
  const words = new Set<string>();
  for (const key of byName.keys()) {
    const parts = key.split(' ');
    longest = Math.max(longest, parts.length);
    for (const part of parts) words.add(part);
  }
  index = { byName, longest, words, provinces, provinceByName };
  return index;
}

export function asParsedPlace(place: GazetteerPlace): ParsedPlace {
  return {
    reference: place.id,
    name: place.name,
    description: place.description,
    kind: place.kind,
    lat: place.lat,
    lng: place.lng,
    radius_km: placeRadiusKm[place.kind],
  };
}

export type PlaceHit = { place: GazetteerPlace; key: string; start: number; end: number };

/** Places named by runs of unused tokens, `minWords` words long or more, longest first. */
export function findPlaces(tokens: Token[], minWords: number, skip: (text: string) => boolean): PlaceHit[] {
  const { byName, longest, provinceByName } = placeIndex();
  const hits: PlaceHit[] = [];
  for (let start = 0; start < tokens.length; start++) {
    if (tokens[start].used) continue;
    for (let size = Math.min(longest, tokens.length - start); size >= minWords; size--) {
      const run = tokens.slice(start, start + size);
      if (run.some((token) => token.used)) continue;
      const key = run.map((token) => token.text).join(' ');
      // 'la provincia de Córdoba' is the province, not its capital city.
      const said = tokens[start - 1]?.text === 'de' ? tokens[start - 2]?.text : tokens[start - 1]?.text;
      const province = said === 'provincia' || said === 'pcia' ? provinceByName.get(key) : undefined;
      const place = province ?? byName.get(key);
      if (!place || (size === 1 && skip(key))) continue;
      for (const token of run) token.used = true;
      hits.push({ place, key, start, end: start + size });
      start += size - 1;
      break;
    }
  }
  return hits;
}

/**
 * The places a sentence names, in order and once each. A province right after another place only says where that
 * place is ('Rosario, Santa Fe'), so it is not a place of its own.
 */
export function keepPlaces(hits: PlaceHit[], tokens: readonly Token[]): ParsedPlace[] {
  const sorted = [...hits].sort((a, b) => a.start - b.start);
  const kept: PlaceHit[] = [];
  for (const hit of sorted) {
    const previous = kept[kept.length - 1];
    const between = previous ? tokens.slice(previous.end, hit.start).map((token) => token.text) : [];
    const qualifies =
      previous &&
      placeIndex().provinces.has(hit.key) &&
      !placeIndex().provinces.has(previous.key) &&
      between.every((text) => text === 'de' || text === 'provincia' || text === 'pcia');
    if (qualifies) continue;
    if (kept.some((item) => item.place.id === hit.place.id)) continue;
    kept.push(hit);
  }
  return kept.map((hit) => asParsedPlace(hit.place));
}
