// A generated clothing listing: a garment of the category, a brand that sells to that gender and age group,
// stock in the sizes the category comes in (from the shared size list) and a few colours, priced in pesos.
import { jitter, type SeedContent } from './seed-row';
import { roundTo, type Random } from './random';
import type { Place } from './places';

type Category = 'remeras' | 'camisas' | 'pantalones' | 'vestidos' | 'camperas' | 'buzos' | 'calzado' | 'accesorios';

const categoryWeights: [Category, number][] = [
  ['remeras', 20],
  ['pantalones', 16],
  ['buzos', 12],
  ['calzado', 12],
  ['camisas', 10],
  ['vestidos', 10],
  ['camperas', 10],
  ['accesorios', 10],
];

// Each garment with its grammatical gender and number, so the colour in the title agrees ('Remera blanca').
type Garment = [name: string, form: 'f' | 'm' | 'fp' | 'mp'];
const garments: Record<Category, Garment[]> = {
  remeras: [
    ['Remera básica de algodón', 'f'],
    ['Remera oversize estampada', 'f'],
    ['Musculosa de lino', 'f'],
    ['Top deportivo', 'm'],
    ['Remera manga larga de modal', 'f'],
    ['Chomba de piqué', 'f'],
  ],
  camisas: [
    ['Camisa de lino', 'f'],
    ['Camisa Oxford', 'f'],
    ['Blusa de seda', 'f'],
    ['Camisa de jean', 'f'],
    ['Camisa a cuadros de franela', 'f'],
  ],
  pantalones: [
    ['Jean mom', 'm'],
    ['Jean recto', 'm'],
    ['Jogger de frisa', 'm'],
    ['Pantalón cargo', 'm'],
    ['Short de jean', 'm'],
    ['Bermuda de gabardina', 'f'],
    ['Pantalón sastrero', 'm'],
  ],
  vestidos: [
    ['Vestido midi floreado', 'm'],
    ['Vestido camisero', 'm'],
    ['Mono de lino', 'm'],
    ['Vestido de fiesta', 'm'],
    ['Vestido de punto', 'm'],
  ],
  camperas: [
    ['Campera de cuero', 'f'],
    ['Campera inflable', 'f'],
    ['Tapado de paño', 'm'],
    ['Chaleco acolchado', 'm'],
    ['Campera de jean', 'f'],
    ['Parka impermeable', 'f'],
  ],
  buzos: [
    ['Buzo canguro de frisa', 'm'],
    ['Sweater de lana', 'm'],
    ['Cardigan de hilo', 'm'],
    ['Buzo con capucha', 'm'],
    ['Polera de morley', 'f'],
  ],
  calzado: [
    ['Zapatillas urbanas', 'fp'],
    ['Zapatillas de running', 'fp'],
    ['Botas de cuero', 'fp'],
    ['Sandalias de cuero', 'fp'],
    ['Mocasines', 'mp'],
    ['Borcegos', 'mp'],
    ['Alpargatas', 'fp'],
  ],
  accesorios: [
    ['Cartera de cuero', 'f'],
    ['Mochila urbana', 'f'],
    ['Cinturón de cuero', 'm'],
    ['Gorra de gabardina', 'f'],
    ['Bufanda de lana', 'f'],
    ['Aros de plata', 'mp'],
    ['Riñonera', 'f'],
  ],
};

const invariableColours = new Set(['Rosa', 'Beige', 'Bordó', 'Camel', 'Verde militar']);

/** 'Blanco' for a 'Remera' is 'blanca'; for 'Zapatillas', 'blancas'; 'Azul' for 'Botas', 'azules'. */
function colourAgreeing(colour: string, form: Garment[1]): string {
  const word = colour.toLowerCase();
  if (invariableColours.has(colour)) return word;
  const feminine = form.startsWith('f') && word.endsWith('o') ? `${word.slice(0, -1)}a` : word;
  if (!form.endsWith('p')) return feminine;
  if (/[aeo]$/.test(feminine)) return `${feminine}s`;
  return `${feminine.replace('ó', 'o')}es`;
}

// Pesos, 2024: the price range of each category.
const priceRange: Record<Category, [number, number]> = {
  remeras: [14_000, 45_000],
  camisas: [35_000, 95_000],
  pantalones: [38_000, 120_000],
  vestidos: [45_000, 160_000],
  camperas: [80_000, 320_000],
  buzos: [40_000, 130_000],
  calzado: [55_000, 250_000],
  accesorios: [12_000, 150_000],
};

const brands = {
  mujer: [
    'Rapsodia',
    'Ayres',
    'Jazmín Chebar',
    'María Cher',
    'Uma',
    'Akiabara',
    'Vitamina',
    'Las Pepas',
    'Complot',
    "Paula Cahen D'Anvers",
    'Cuesta Blanca',
    'Prüne',
  ],
  hombre: ['Bowen', 'Etiqueta Negra', 'La Martina', 'Kevingston', 'Legacy', 'Equus', 'Taverniti', 'Key Biscayne'],
  unisex: ['Topper', 'Adidas', 'Nike', "Levi's", 'Wrangler', 'Vans', 'Converse', 'Penguin'],
  ninos: ['Cheeky', 'Mimo & Co', 'Grisino', 'Pioppa', 'Owoko'],
};

const colors = [
  'Negro',
  'Blanco',
  'Azul',
  'Gris',
  'Beige',
  'Celeste',
  'Rojo',
  'Verde',
  'Rosa',
  'Bordó',
  'Marrón',
  'Camel',
  'Verde militar',
  'Natural',
];
const letters = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const jeans = ['36', '38', '40', '42', '44', '46'];
const shoes = ['35', '36', '37', '38', '39', '40', '41', '42', '43', '44', '45'];
const materialTags = [
  'algodón',
  'lino',
  'cuero',
  'denim',
  'estampado',
  'liso',
  'básico',
  'oversize',
  'nueva temporada',
  'outlet',
  'sustentable',
  'hecho en Argentina',
  'talles grandes',
];

function sizesFor(random: Random, category: Category, ageGroup: string): string[] {
  if (category === 'accesorios' || ageGroup === 'bebes') return ['Único'];
  if (ageGroup === 'ninos') return random.some(['XS', 'S', 'M'], 1, 3);
  const run = category === 'calzado' ? shoes : category === 'pantalones' && random.chance(0.6) ? jeans : letters;
  const start = random.int(0, run.length - 2);
  return run.slice(start, start + random.int(2, 5));
}

export function generateClothing(random: Random, store: Place | null): SeedContent {
  const category = random.weighted(categoryWeights);
  const ageGroup =
    category === 'vestidos'
      ? random.weighted([
          ['adultos', 85],
          ['adolescentes', 15],
        ])
      : random.weighted([
          ['adultos', 75],
          ['adolescentes', 10],
          ['ninos', 10],
          ['bebes', 5],
        ]);
  const gender =
    category === 'vestidos'
      ? 'mujer'
      : random.weighted([
          ['mujer', 55],
          ['hombre', 30],
          ['unisex', 15],
        ]);
  const brand = random.pick(
    ageGroup === 'ninos' || ageGroup === 'bebes'
      ? brands.ninos
      : gender === 'unisex' || (category === 'calzado' && random.chance(0.5))
        ? brands.unisex
        : brands[gender as 'mujer' | 'hombre'],
  );
  const [garment, form] = random.pick(garments[category]);
  const palette = random.some(colors, 1, 3);
  const sizes = sizesFor(random, category, ageGroup);
  const stock = palette.flatMap((color) => sizes.filter(() => random.chance(0.75)).map((size) => ({ color, size })));
  if (stock.length === 0) stock.push({ color: palette[0], size: sizes[0] });
  const [min, max] = priceRange[category];
  const amount = roundTo(random.between(min, max), 1000) - 100; // $ 38.900, the way shops price
  const lastSeason = random.weighted<boolean | undefined>([
    [true, 45],
    [false, 45],
    [undefined, 10],
  ]);
  const tags = random.some(materialTags, 1, 3);
  const forWhom = ageGroup === 'ninos' ? ' para niños' : ageGroup === 'bebes' ? ' para bebés' : '';
  const season = random.pick(['OI', 'PV']) + random.int(22, 25);
  const where = store ? jitter(random, store.lat, store.lng, 400) : null;
  const address = store
    ? `${random.pick(store.streets)} ${random.int(1, 40) * 100 + random.int(0, 99)}, ${store.name}, ${store.region}`
    : undefined;
  const usedSizes = [...new Set(stock.map((item) => item.size))];
  const usedColors = [...new Set(stock.map((item) => item.color))];
  const description = [
    `${garment}${forWhom} de ${brand}, ${lastSeason ? 'de la última temporada' : 'de temporadas anteriores'}.`,
    `Colores: ${usedColors.join(', ')}. ${usedSizes.length === 1 ? `Talle ${usedSizes[0]}` : `Talles: ${usedSizes.join(', ')}`}.`,
    random.pick([
      'Envíos a todo el país.',
      'Cambios dentro de los 30 días.',
      'Retiro sin cargo por el local.',
      'Hasta 3 cuotas sin interés.',
    ]),
  ].join(' ');
  return {
    title: `${garment} ${colourAgreeing(palette[0], form)}${forWhom} ${brand}`,
    description,
    type: 'clothing',
    category,
    currency: 'ARS',
    amount,
    amountSale: random.chance(0.15) ? roundTo(amount * random.between(0.7, 0.9), 100) - 100 : undefined,
    addressTitle: address,
    lat: where?.lat,
    lng: where?.lng,
    brand,
    articleCode: `${brand
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase()}-${season}-${random.int(1000, 9999)}`,
    tags,
    lastSeason: lastSeason,
    gender,
    ageGroup: ageGroup,
    stock,
    sizes: usedSizes,
    colors: usedColors,
  };
}
