// Which pictures a listing of each kind shows, in order (the first is its cover), and the drawer of each view. A
// stored picture's key names its view, so anyone can tell which drawer made a file (seedPictureView).
import { createRandom } from '../publications/random';
import { garmentDetail, garmentFront, garmentHanging } from './garment-views';
import { clothingCategories } from './garments';
import { house, garageDoor, phFront, shopFront } from './facades';
import { W, type Draw, type PictureHints } from './kit';
import { cattle, farmhouse, farmland, plot, plotFromStreet } from './land';
import { balcony, garden, quincho, quinta, terrace } from './outdoors';
import { bedroom, livingRoom } from './rooms';
import { bathroom, kitchen } from './wet-rooms';
import { carPark, meetingRoom, office, salesFloor } from './work';

const propertyDrawers: Record<string, Draw> = {
  living: livingRoom,
  cocina: kitchen,
  dormitorio: bedroom,
  bano: bathroom,
  balcon: balcony,
  casa: house,
  jardin: garden,
  ph: phFront,
  terraza: terrace,
  quinta,
  quincho,
  vidriera: shopFront,
  salon: salesFloor,
  oficina: office,
  reuniones: meetingRoom,
  cochera: carPark,
  porton: garageDoor,
  terreno: plot,
  'terreno-calle': plotFromStreet,
  campo: farmland,
  ganado: cattle,
  casco: farmhouse,
};

const drawers: Record<string, Draw> = {
  ...propertyDrawers,
  ...Object.fromEntries(
    clothingCategories.flatMap((category) => [
      [category, garmentFront(category)],
      [`${category}-percha`, garmentHanging(category)],
      [`${category}-detalle`, garmentDetail(category)],
    ]),
  ),
};

/** A listing's views by its category: the first is its cover, the rest follow in order and then repeat. */
export const viewsByKind: Record<string, readonly string[]> = {
  departamento: ['living', 'cocina', 'dormitorio', 'bano', 'balcon'],
  casa: ['casa', 'living', 'cocina', 'dormitorio', 'jardin', 'bano'],
  ph: ['ph', 'living', 'terraza', 'cocina', 'dormitorio', 'bano'],
  quinta: ['quinta', 'jardin', 'quincho', 'living', 'dormitorio'],
  local: ['vidriera', 'salon', 'bano'],
  oficina: ['oficina', 'reuniones', 'bano'],
  cochera: ['cochera', 'porton'],
  terreno: ['terreno', 'terreno-calle'],
  campo: ['campo', 'ganado', 'casco'],
  ...Object.fromEntries(
    clothingCategories.map((category) => [category, [category, `${category}-percha`, `${category}-detalle`]]),
  ),
};

/**
 * How many shared variants each view of a kind has beyond the covers: a property shows up to 8 pictures over at
 * least 3 views (a view at most 3 times), clothing up to 4 over 3 (one view twice), so a repeated view always shows
 * another variant.
 */
export function sharedVariantsOf(kind: string): number {
  return clothingCategories.includes(kind) ? 2 : 3;
}

/** The view of a listing's n-th picture (from 1), and how many times that view came before it in the listing. */
export function viewOf(kind: string, number: number): { view: string; repeat: number } {
  const views = viewsByKind[kind];
  return { view: views[(number - 1) % views.length], repeat: Math.floor((number - 1) / views.length) };
}

/** Mixes the numbers into one seed, so neighbouring ids and views start far apart in the generator. */
function seedOf(view: string, value: number): number {
  let hash = Math.imul(value ^ 0x5bd1e995, 0x9e3779b1);
  for (const char of view) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash >>> 0;
}

/** The SVG of one view, the same for the same seed (a listing's id, or a shared variant's number). */
export function drawView(view: string, seed: number, hints: PictureHints = {}): string {
  const draw = drawers[view];
  if (!draw) throw new Error(`No drawer for the view ${view}`);
  const mixed = seedOf(view, seed);
  const picture = draw(createRandom(mixed), hints);
  // Half the pictures are mirrored (nothing in them reads one way only): the door on the other side, the window
  // on the other wall, twice the layouts for the same drawing.
  if (mixed % 2 === 0) return picture;
  return picture.replace(
    /^(<svg [^>]*>)([\s\S]*)(<\/svg>)$/,
    `$1<g transform="translate(${W} 0) scale(-1 1)">$2</g>$3`,
  );
}
