// Which gazetteer place a typed address names, so the map can open there when the address itself is not known:
// 'Av. Cabildo 2040, Belgrano' names the barrio Belgrano. Read from the comma-separated parts of the text: a part
// that is a place's name, or a street and number followed by one ('Av. Cabildo 2040 Belgrano'). The most precise
// place wins (a barrio over a city over a province, so 'Palermo, Buenos Aires' is Palermo); a part that names a
// province is that province, not its capital city, when another part names a place ('Rosario, Santa Fe'); a
// name two provinces share goes to the one the text also names.
import { gazetteerPlaces } from '../../db/gazetteer';
import { provinces } from '@vitrina/shared/gazetteer/gazetteer-provinces';
import { foldText } from '@vitrina/shared/gazetteer/map-text';
import type { PlaceValues } from '../../db/gazetteer';

const locatedKinds = ['neighbourhood', 'city', 'province'] as const;
export type LocatedKind = (typeof locatedKinds)[number];

type Entry = { place: PlaceValues; provinceKey: string; order: number };
type Candidate = Entry & { strength: number; segment: number };

let index: Map<string, Entry[]> | null = null;
let provinceNames: Map<string, string[]> | null = null;

/** Folded name (and, for provinces, each other name people use) -> the places called so. */
function names(): Map<string, Entry[]> {
  if (index) return index;
  const byName = new Map<string, Entry[]>();
  const add = (name: string, entry: Entry) => {
    const folded = foldText(name);
    if (folded) byName.set(folded, [...(byName.get(folded) ?? []), entry]);
  };
  const aliases = new Map(provinces.map((province) => [province.key, province.aliases ?? []]));
  gazetteerPlaces().forEach((place, order) => {
    // Ids are 'kind:province' for provinces and 'kind:province:slug' for the rest.
    const provinceKey = place.id.split(':')[1];
    const entry = { place, provinceKey, order };
    add(place.name, entry);
    if (place.kind === 'province') for (const alias of aliases.get(provinceKey) ?? []) add(alias, entry);
  });
  index = byName;
  return byName;
}

function namesOfProvinces(): Map<string, string[]> {
  provinceNames ??= new Map(
    provinces.map((province) => [province.key, [province.name, ...(province.aliases ?? [])].map(foldText)]),
  );
  return provinceNames;
}

/** The longest place name a part of the text is, or ends with after a street number. */
function matchesOf(segment: string, position: number): Candidate[] {
  const words = segment.split(' ');
  for (let start = 0; start < words.length; start++) {
    const entries = names().get(words.slice(start).join(' '));
    if (!entries) continue;
    // A name inside a street ('Av. Santa Fe 3253') is no place: only a name after the number counts.
    if (start > 0 && !/\d/.test(words.slice(0, start).join(' '))) continue;
    return entries.map((entry) => ({ ...entry, strength: start === 0 ? 2 : 1, segment: position }));
  }
  return [];
}

const precision = (kind: string) => locatedKinds.indexOf(kind as LocatedKind);

/** The gazetteer place a free-text address names, or null when it names none. */
export function locateInText(text: string): (PlaceValues & { kind: LocatedKind }) | null {
  const segments = text
    .split(/[,;\n]|\s[-–]\s/)
    .map(foldText)
    .filter(Boolean);
  const found = segments.flatMap((segment, position) => matchesOf(segment, position));
  const provinceParts = new Set(
    found.filter((candidate) => candidate.place.kind === 'province').map((candidate) => candidate.segment),
  );
  const elsewhere = found.some((candidate) => !provinceParts.has(candidate.segment));
  const candidates = elsewhere
    ? found.filter((candidate) => candidate.place.kind === 'province' || !provinceParts.has(candidate.segment))
    : found;
  if (candidates.length === 0) return null;
  const named = new Set(segments);
  const provinceNamed = (candidate: Candidate) =>
    candidate.place.kind !== 'province' &&
    (namesOfProvinces().get(candidate.provinceKey) ?? []).some((name) => named.has(name))
      ? 0
      : 1;
  candidates.sort(
    (a, b) =>
      precision(a.place.kind) - precision(b.place.kind) ||
      b.strength - a.strength ||
      provinceNamed(a) - provinceNamed(b) ||
      // Addresses run from the street to the region: of two equal places, the later part is the place.
      b.segment - a.segment ||
      a.order - b.order,
  );
  const best = candidates[0].place;
  return { ...best, kind: best.kind as LocatedKind };
}
