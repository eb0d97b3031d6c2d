// A generated property listing: category by the kind of place, areas and rooms that fit the category, and a
// price from the place's dollar price per m² — sales in US dollars, every rent (temporary ones too) in pesos per
// month — with Spanish titles and descriptions built from what was chosen.
import { jitter, type SeedContent } from './seed-row';
import { roundTo, type Random } from './random';
import type { Place, PlaceKind } from './places';

type Category = 'departamento' | 'casa' | 'ph' | 'terreno' | 'local' | 'oficina' | 'cochera' | 'quinta' | 'campo';

const categoriesByKind: Record<PlaceKind, [Category, number][]> = {
  caba: [
    ['departamento', 55],
    ['ph', 10],
    ['casa', 5],
    ['local', 9],
    ['oficina', 9],
    ['cochera', 8],
    ['terreno', 2],
  ],
  gba: [
    ['casa', 36],
    ['departamento', 30],
    ['ph', 6],
    ['terreno', 12],
    ['local', 7],
    ['oficina', 3],
    ['cochera', 3],
    ['quinta', 3],
  ],
  interior: [
    ['departamento', 42],
    ['casa', 28],
    ['terreno', 10],
    ['local', 8],
    ['oficina', 5],
    ['cochera', 4],
    ['ph', 3],
  ],
  quinta: [
    ['quinta', 70],
    ['casa', 15],
    ['terreno', 15],
  ],
  campo: [
    ['campo', 85],
    ['quinta', 15],
  ],
};

const tagsByCategory: Record<Category, string[]> = {
  departamento: [
    'balcón',
    'luminoso',
    'amenities',
    'pileta',
    'gimnasio',
    'sum',
    'laundry',
    'vista abierta',
    'apto profesional',
    'mascotas',
    'seguridad 24 h',
    'reciclado',
    'contrafrente',
    'frente',
  ],
  casa: [
    'jardín',
    'pileta',
    'parrilla',
    'quincho',
    'barrio cerrado',
    'luminosa',
    'reciclada',
    'lote propio',
    'mascotas',
    'galería',
  ],
  ph: ['terraza propia', 'patio', 'parrilla', 'sin expensas', 'reciclado', 'luminoso', 'entrada independiente'],
  terreno: ['esquina', 'apto edificio', 'barrio cerrado', 'con servicios', 'escritura inmediata'],
  local: ['a la calle', 'vidriera', 'esquina', 'zona comercial', 'depósito', 'baño privado'],
  oficina: ['apto profesional', 'recepción', 'luminosa', 'seguridad 24 h', 'amenities', 'sala de reuniones'],
  cochera: ['cubierta', 'fija', 'acceso con portón automático', 'seguridad 24 h'],
  quinta: ['pileta', 'parque', 'quincho', 'parrilla', 'árboles frutales', 'casa de huéspedes'],
  campo: ['agrícola', 'ganadero', 'mixto', 'casco', 'molino', 'monte', 'aguada'],
};

const ambientesLabel = (rooms: number) => (rooms === 1 ? 'Monoambiente' : `${rooms} ambientes`);
const m2 = (value: number) => `${Math.round(value).toLocaleString('es-AR')} m²`;

function operationFor(random: Random, category: Category): string {
  if (['terreno', 'campo', 'cochera'].includes(category))
    return random.weighted([
      ['venta', 75],
      ['alquiler', 25],
    ]);
  if (['departamento', 'casa', 'quinta'].includes(category))
    return random.weighted([
      ['venta', 58],
      ['alquiler', 33],
      ['alquiler_temporario', 9],
    ]);
  return random.weighted([
    ['venta', 55],
    ['alquiler', 45],
  ]);
}

type Shape = {
  total: number;
  covered: number | null;
  rooms?: number;
  bedrooms?: number;
  bathrooms?: number;
  parkings?: number;
  age?: number;
};

function shapeFor(random: Random, category: Category): Shape {
  const age = () => (random.chance(0.12) ? 0 : Math.round(Math.pow(random.next(), 1.5) * 70) + 1);
  switch (category) {
    case 'departamento': {
      const rooms = random.weighted([
        [1, 15],
        [2, 35],
        [3, 30],
        [4, 15],
        [5, 5],
      ]);
      const covered = [
        0,
        random.between(26, 38),
        random.between(38, 58),
        random.between(58, 88),
        random.between(82, 130),
        random.between(120, 220),
      ][rooms];
      return {
        total: covered * random.between(1, 1.18),
        covered,
        rooms,
        bedrooms: Math.max(0, rooms - 1),
        bathrooms: rooms <= 2 ? 1 : rooms === 3 ? random.int(1, 2) : random.int(2, 3),
        parkings: random.weighted([
          [0, 55],
          [1, 38],
          [2, 7],
        ]),
        age: age(),
      };
    }
    case 'casa': {
      const rooms = random.int(3, 7);
      return {
        total: random.between(200, 900),
        covered: random.between(90, 120) + rooms * 25,
        rooms,
        bedrooms: rooms - 1,
        bathrooms: random.int(1, 4),
        parkings: random.int(1, 3),
        age: age(),
      };
    }
    case 'ph': {
      const rooms = random.int(2, 5);
      const covered = random.between(40, 60) + rooms * 15;
      return {
        total: covered * random.between(1.05, 1.6),
        covered,
        rooms,
        bedrooms: rooms - 1,
        bathrooms: random.int(1, 2),
        parkings: random.weighted([
          [0, 70],
          [1, 30],
        ]),
        age: age(),
      };
    }
    case 'terreno':
      return { total: random.between(200, 1500), covered: null };
    case 'local': {
      const area = random.between(25, 320);
      return {
        total: area,
        covered: area,
        rooms: random.int(1, 3),
        bathrooms: random.int(1, 2),
        parkings: 0,
        age: age(),
      };
    }
    case 'oficina': {
      const area = random.between(22, 300);
      return {
        total: area,
        covered: area,
        rooms: Math.max(1, Math.round(area / 30)),
        bathrooms: random.int(1, 3),
        parkings: random.int(0, 2),
        age: age(),
      };
    }
    case 'cochera': {
      const area = random.between(12, 15);
      return { total: area, covered: area, parkings: 1, age: age() };
    }
    case 'quinta': {
      const rooms = random.int(3, 6);
      return {
        total: random.between(1500, 10000),
        covered: random.between(120, 400),
        rooms,
        bedrooms: rooms - 1,
        bathrooms: random.int(2, 4),
        parkings: random.int(2, 4),
        age: age(),
      };
    }
    case 'campo':
      return { total: random.int(20, 900) * 10_000, covered: random.chance(0.6) ? random.between(150, 450) : null };
  }
}

/**
 * A farming area's figure is dollars per hectare (what fields sell by); a weekend house there is priced per m² at
 * what the quinta belt's places ask.
 */
const ruralUsdPerM2 = 900;

/** Pesos per US dollar, a rounded 2024 value like the places' prices: rents are quoted in pesos. */
const arsPerUsd = 1000;

/** Sale price in USD; every rent in ARS a month, as the Argentine market quotes them. */
function priceFor(random: Random, category: Category, operation: string, shape: Shape, usdPerM2: number) {
  const noise = random.between(0.85, 1.2);
  const covered = shape.covered ?? 0;
  if (operation === 'venta') {
    const usd =
      category === 'campo'
        ? (shape.total / 10_000) * usdPerM2 * random.between(0.6, 1.3)
        : category === 'terreno'
          ? shape.total * usdPerM2 * 0.3 * noise
          : category === 'cochera'
            ? usdPerM2 * random.between(9, 16)
            : category === 'casa' || category === 'quinta'
              ? (covered * usdPerM2 * 0.8 + shape.total * usdPerM2 * 0.12) * noise
              : covered * usdPerM2 * noise;
    return { currency: 'USD', amount: roundTo(usd, usd > 100_000 ? 5000 : 1000) };
  }
  if (operation === 'alquiler_temporario')
    return { currency: 'ARS', amount: roundTo(Math.max(covered, 30) * usdPerM2 * 0.008 * arsPerUsd * noise, 10_000) };
  // A field rents by the hectare and year (about USD 150 to 350 a hectare): a twelfth of it a month.
  if (category === 'campo')
    return {
      currency: 'ARS',
      amount: roundTo(((shape.total / 10_000) * random.between(150, 350) * arsPerUsd) / 12, 100_000),
    };
  if (category === 'cochera') return { currency: 'ARS', amount: roundTo(usdPerM2 * random.between(28, 55), 5000) };
  // Drawn and not used: rents were once quoted in dollars on this draw, and dropping it would change every listing
  // generated after this one (and the catalogue of the prediction benchmark, which uses this generator).
  random.next();
  // A plot has no covered area: it rents by its whole surface, at a fraction of a building's rate.
  if (category === 'terreno') return { currency: 'ARS', amount: roundTo(shape.total * usdPerM2 * 0.8 * noise, 10_000) };
  const perM2 = { local: 6, oficina: 5, casa: 3.6, quinta: 3 }[category as string] ?? 4.5;
  return { currency: 'ARS', amount: roundTo(covered * usdPerM2 * perM2 * noise, 10_000) };
}

function titleFor(
  random: Random,
  category: Category,
  shape: Shape,
  tags: string[],
  placeName: string,
  furnished: boolean,
): string {
  const feature = tags.find((tag) =>
    ['balcón', 'pileta', 'jardín', 'terraza propia', 'patio', 'parque', 'quincho', 'vista abierta'].includes(tag),
  );
  const withFeature = feature ? ` con ${feature}` : furnished ? ' amoblado' : '';
  const where = ` en ${placeName}`;
  switch (category) {
    case 'departamento':
      return `${shape.rooms === 1 ? 'Monoambiente' : `Departamento ${ambientesLabel(shape.rooms!)}`}${withFeature}${where}`;
    case 'casa':
      return `Casa ${ambientesLabel(shape.rooms!)}${withFeature}${where}`;
    case 'ph':
      return `PH ${ambientesLabel(shape.rooms!)}${withFeature}${where}`;
    case 'terreno':
      return `${random.pick(['Lote', 'Terreno'])} de ${m2(shape.total)}${where}`;
    case 'local':
      return `Local ${tags.includes('esquina') ? 'en esquina' : 'a la calle'} de ${m2(shape.total)}${where}`;
    case 'oficina':
      return `Oficina de ${m2(shape.total)}${where}`;
    case 'cochera':
      return `Cochera ${random.pick(['fija cubierta', 'cubierta', 'fija'])}${where}`;
    case 'quinta':
      return `Quinta con ${random.pick(['parque', 'parque y pileta', 'pileta y quincho'])}${where}`;
    case 'campo':
      return `Campo ${tags.find((tag) => ['agrícola', 'ganadero', 'mixto'].includes(tag)) ?? 'mixto'} de ${Math.round(shape.total / 10_000)} ha${where}`;
  }
}

function descriptionFor(
  category: Category,
  shape: Shape,
  tags: string[],
  address: string,
  credit: boolean | undefined,
  expenses: number | undefined,
  random: Random,
): string {
  const parts = [`Ubicado en ${address}.`];
  if (shape.covered && category !== 'campo')
    parts.push(
      `Superficie cubierta de ${m2(shape.covered)}${shape.total > shape.covered + 1 ? ` sobre ${m2(shape.total)} totales` : ''}.`,
    );
  if (shape.bedrooms)
    parts.push(
      `${shape.bedrooms} ${shape.bedrooms === 1 ? 'dormitorio' : 'dormitorios'} y ${shape.bathrooms} ${shape.bathrooms === 1 ? 'baño' : 'baños'}.`,
    );
  if (tags.length) parts.push(`${tags[0][0].toUpperCase()}${tags.slice(0, 4).join(', ').slice(1)}.`);
  if (shape.age === 0) parts.push('A estrenar.');
  else if (shape.age) parts.push(`Antigüedad: ${shape.age} años.`);
  if (category === 'departamento' && expenses)
    parts.push(`Expensas aproximadas: $ ${expenses.toLocaleString('es-AR')}.`);
  if (credit) parts.push('Apto crédito hipotecario.');
  parts.push(
    random.pick([
      'Consultá por visitas.',
      'Coordiná tu visita con nuestro equipo.',
      'Excelente oportunidad.',
      'Ideal inversión.',
      'Llave en mano.',
    ]),
  );
  return parts.join(' ');
}

/**
 * Expensas in pesos a month: every flat and office pays them, a PH or a garage a smaller share, a house or a plot
 * none. Only a flat's draws from the generator (where its description always drew), so the rest of the data set
 * stays as it was.
 */
function expensesFor(random: Random, category: Category, shape: Shape, usdPerM2: number): number | undefined {
  switch (category) {
    case 'departamento':
      return roundTo(usdPerM2 * random.between(18, 40), 5000);
    case 'oficina':
      return roundTo((shape.covered ?? shape.total) * usdPerM2 * 0.5, 5000);
    case 'ph':
      return roundTo(usdPerM2 * 10, 5000);
    case 'cochera':
      return roundTo(usdPerM2 * 5, 1000);
    default:
      return undefined;
  }
}

export function generateProperty(
  random: Random,
  target: Place,
  owner: { agents: string[]; referencePrefix: string },
): SeedContent {
  const category = random.weighted(categoriesByKind[target.kind]);
  const operation = operationFor(random, category);
  const shape = shapeFor(random, category);
  const tags = random.some(tagsByCategory[category], 1, 4);
  const street = random.pick(target.streets);
  const number =
    category === 'campo' ? `km ${random.int(5, 300)}` : String(random.int(1, 60) * 100 + random.int(0, 99));
  const address = `${street} ${number}, ${target.name}, ${target.region}`;
  const where = jitter(
    random,
    target.lat,
    target.lng,
    target.kind === 'campo' ? 15_000 : target.kind === 'quinta' ? 3000 : 900,
  );
  const usdPerM2 = target.kind === 'campo' && category !== 'campo' ? ruralUsdPerM2 : target.usdPerM2;
  const price = priceFor(random, category, operation, shape, usdPerM2);
  const residential = ['departamento', 'casa', 'ph'].includes(category);
  const credit =
    operation === 'venta' && residential
      ? random.weighted<boolean | undefined>([
          [true, 30],
          [false, 50],
          [undefined, 20],
        ])
      : undefined;
  const offer = random.chance(0.08);
  const decimals = (value: number | null) => (value === null ? undefined : Math.round(value * 100) / 100);
  const title = titleFor(random, category, shape, tags, target.name, operation === 'alquiler_temporario');
  const expenses = expensesFor(random, category, shape, usdPerM2);
  const content: SeedContent = {
    title,
    description: descriptionFor(category, shape, tags, address, credit, expenses, random),
    type: 'property',
    category,
    operation,
    currency: price.currency,
    amount: price.amount,
    expenses,
    amountSale: offer
      ? roundTo(price.amount * random.between(0.9, 0.97), price.amount > 100_000 ? 1000 : 50)
      : undefined,
    reference: `${owner.referencePrefix}-${random.int(1000, 99999)}`,
    agents: random.some(owner.agents, 1, 2),
    addressTitle: address,
    lat: where.lat,
    lng: where.lng,
    tags,
    age: shape.age,
    areaTotal: decimals(shape.total),
    areaCovered: decimals(shape.covered),
    roomsTotal: shape.rooms,
    bedrooms: shape.bedrooms,
    bathrooms: shape.bathrooms,
    parkings: shape.parkings,
    credit,
    reserved: random.chance(0.03),
  };
  // Whether a rented home takes pets is read off its reference number, not drawn, so the generator's sequence (and
  // every listing after this one) stays as it was: three in five do.
  if (residential && operation !== 'venta') content.pets = Number(content.reference?.split('-').pop()) % 5 < 3;
  return content;
}
