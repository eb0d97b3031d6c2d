// Who the generated listings belong to. The demo users come first, each with a trade (properties, clothing or
// both), home neighbourhoods that match their groups and a share of private listings, so every demo group's
// portfolio is full whatever its public flag. Beyond a few thousand listings, most go to a long tail of other
// sellers, a few large agencies and many small ones, as on a real platform.
import { normalizeSlug } from '@vitrina/shared/slug';
import { placeNamed, places, type Place } from './places';
import type { Random } from './random';

export type OwnerProfile = {
  id: number;
  name: string;
  weight: number;
  /** Chance that a listing of theirs is a property (else clothing). */
  propertyShare: number;
  privateShare: number;
  /** Where most of their properties are; clothing shops where their stores are. */
  home: Place[];
  stores: Place[];
  agents: string[];
  referencePrefix: string;
};

type DemoProfile = Omit<OwnerProfile, 'id' | 'name' | 'home' | 'stores'> & { home: string[]; stores?: string[] };

const palermo = ['Palermo', 'Colegiales', 'Belgrano', 'Núñez', 'Recoleta', 'Villa Crespo'];
const zonaNorte = ['Vicente López', 'Olivos', 'Martínez', 'San Isidro', 'Florida', 'Tigre', 'Nordelta'];
const showrooms = ['Villa Crespo', 'Palermo'];

const demoProfiles: Record<string, DemoProfile> = {
  'Agustina Torres': {
    weight: 3,
    propertyShare: 1,
    privateShare: 0.12,
    home: palermo,
    agents: ['Agustina Torres', 'Valentina Gómez', 'Santiago López'],
    referencePrefix: 'TPP',
  },
  'Valentina Gómez': {
    weight: 2,
    propertyShare: 1,
    privateShare: 0.12,
    home: palermo,
    agents: ['Valentina Gómez', 'Agustina Torres'],
    referencePrefix: 'GOM',
  },
  'Santiago López': {
    weight: 1,
    propertyShare: 1,
    privateShare: 0.15,
    home: palermo,
    agents: ['Santiago López'],
    referencePrefix: 'SLO',
  },
  'Mariana Sosa': {
    weight: 1,
    propertyShare: 0.5,
    privateShare: 0.15,
    home: palermo,
    stores: showrooms,
    agents: ['Mariana Sosa'],
    referencePrefix: 'MSO',
  },
  'Martín Fernández': {
    weight: 2,
    propertyShare: 1,
    privateShare: 0.3,
    home: zonaNorte,
    agents: ['Martín Fernández', 'Sofía Pérez'],
    referencePrefix: 'FER',
  },
  'Sofía Pérez': {
    weight: 2,
    propertyShare: 1,
    privateShare: 0.3,
    home: [...zonaNorte, 'Palermo', 'Belgrano'],
    agents: ['Sofía Pérez'],
    referencePrefix: 'PBR',
  },
  'Matías González': {
    weight: 1,
    propertyShare: 1,
    privateShare: 0.3,
    home: zonaNorte,
    agents: ['Matías González'],
    referencePrefix: 'MGO',
  },
  'Nicolás Álvarez': {
    weight: 1,
    propertyShare: 1,
    privateShare: 0.3,
    home: zonaNorte,
    agents: ['Nicolás Álvarez'],
    referencePrefix: 'NAL',
  },
  'Florencia Díaz': {
    weight: 3,
    propertyShare: 0,
    privateShare: 0.08,
    home: showrooms,
    stores: showrooms,
    agents: [],
    referencePrefix: 'FDS',
  },
  'Camila Martínez': {
    weight: 2,
    propertyShare: 0,
    privateShare: 0.08,
    home: showrooms,
    stores: showrooms,
    agents: [],
    referencePrefix: 'CMR',
  },
  'Lucía Rodríguez': {
    weight: 2,
    propertyShare: 0,
    privateShare: 0.08,
    home: showrooms,
    stores: ['Villa Crespo', 'Flores'],
    agents: [],
    referencePrefix: 'LRI',
  },
  'Joaquín Romero': {
    weight: 1,
    propertyShare: 0,
    privateShare: 0.1,
    home: showrooms,
    stores: ['Palermo', 'Belgrano'],
    agents: [],
    referencePrefix: 'JRO',
  },
};

export function demoOwner(id: number, name: string): OwnerProfile {
  const profile = demoProfiles[name];
  if (!profile) throw new Error(`No seed profile for demo user ${name}`);
  return { ...profile, id, name, home: profile.home.map(placeNamed), stores: (profile.stores ?? []).map(placeNamed) };
}

const firstNames = [
  'Juan',
  'María',
  'Carlos',
  'Laura',
  'Diego',
  'Paula',
  'Federico',
  'Carolina',
  'Gustavo',
  'Natalia',
  'Pablo',
  'Gabriela',
  'Marcelo',
  'Verónica',
  'Hernán',
  'Romina',
  'Leandro',
  'Julieta',
  'Sebastián',
  'Daniela',
  'Ignacio',
  'Micaela',
  'Tomás',
  'Belén',
  'Facundo',
  'Rocío',
  'Ezequiel',
  'Milagros',
  'Gonzalo',
  'Antonella',
];
const lastNames = [
  'García',
  'Fernández',
  'González',
  'Rodríguez',
  'López',
  'Martínez',
  'Pérez',
  'Gómez',
  'Díaz',
  'Sánchez',
  'Romero',
  'Sosa',
  'Torres',
  'Álvarez',
  'Ruiz',
  'Ramírez',
  'Flores',
  'Acosta',
  'Benítez',
  'Medina',
  'Herrera',
  'Suárez',
  'Aguirre',
  'Giménez',
  'Gutiérrez',
  'Pereyra',
  'Molina',
  'Castro',
  'Ortiz',
  'Silva',
];

/** The n-th long-tail seller (0-based), the same on every run: the seed finds them again by email. */
export function longTailSeller(n: number) {
  const first = firstNames[n % firstNames.length];
  // Every first name meets every surname within the first 900 sellers.
  const last = lastNames[(Math.floor(n / firstNames.length) + 7 * n) % lastNames.length];
  const trade = n % 20 < 13 ? 'propiedades' : n % 20 < 19 ? 'indumentaria' : 'mixto';
  return {
    name: `${first} ${last}`,
    email: `${normalizeSlug(`${first} ${last}`).replaceAll('-', '.')}.${n + 1}@vitrina.example`,
    phone: n % 4 === 0 ? null : `+54911${30_000_000 + ((n * 104_729) % 49_999_999)}`,
    // A quarter keep a public store page.
    slug:
      n % 4 === 1
        ? normalizeSlug(`${last} ${trade === 'indumentaria' ? 'indumentaria' : 'propiedades'} ${n + 1}`)
        : null,
    trade,
  };
}

const kindWeights = { caba: 45, gba: 30, interior: 17, quinta: 5, campo: 3 } as const;

export function longTailOwner(id: number, n: number): OwnerProfile {
  const seller = longTailSeller(n);
  // A home place picked by the seller's number, weighted like the market: most of them in Buenos Aires.
  const weighted = places.flatMap((candidate) =>
    Array<Place>(Math.max(1, Math.round((candidate.weight * kindWeights[candidate.kind]) / 10))).fill(candidate),
  );
  const home = weighted[(n * 2_654_435_761) % weighted.length];
  const initials = seller.name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .toUpperCase();
  return {
    id,
    name: seller.name,
    weight: 1,
    propertyShare: seller.trade === 'propiedades' ? 1 : seller.trade === 'indumentaria' ? 0 : 0.5,
    privateShare: 0.05 + (n % 5) * 0.05,
    home: [home],
    stores: seller.trade === 'propiedades' ? [] : [home],
    agents: [seller.name],
    referencePrefix: `${initials}${n % 100}`.normalize('NFD').replace(/[\u0300-\u036f]/g, ''),
  };
}

/** Any place, weighted by how much of the market each kind of place is. */
export function anyPlace(random: Random): Place {
  const kind = random.weighted(Object.entries(kindWeights) as [keyof typeof kindWeights, number][]);
  return random.weighted(
    places.filter((candidate) => candidate.kind === kind).map((candidate) => [candidate, candidate.weight] as const),
  );
}
