// The enumerations whose values the product leaves to us, each value with its Spanish title. Served by
// GET /api/configuration and validated against on the server, so a new value is added here and nowhere else.

export type Option<V extends string = string> = { value: V; title: string };

export const publicationTypes = [
  { value: 'property', title: 'Inmueble' },
  { value: 'clothing', title: 'Indumentaria' },
] as const satisfies readonly Option[];
export type PublicationType = (typeof publicationTypes)[number]['value'];

type Category = Option & { description: string; types: readonly PublicationType[] };

export const categories = [
  {
    value: 'departamento',
    title: 'Departamento',
    description: 'Unidades en edificios, de monoambientes a pisos enteros',
    types: ['property'],
  },
  { value: 'casa', title: 'Casa', description: 'Viviendas unifamiliares con o sin jardín', types: ['property'] },
  { value: 'ph', title: 'PH', description: 'Propiedades horizontales, casas en lote compartido', types: ['property'] },
  { value: 'terreno', title: 'Terreno', description: 'Lotes para construir', types: ['property'] },
  { value: 'local', title: 'Local', description: 'Locales comerciales a la calle o en galería', types: ['property'] },
  { value: 'oficina', title: 'Oficina', description: 'Oficinas y consultorios', types: ['property'] },
  { value: 'cochera', title: 'Cochera', description: 'Cocheras fijas o móviles', types: ['property'] },
  { value: 'quinta', title: 'Quinta', description: 'Casas de fin de semana con parque', types: ['property'] },
  { value: 'campo', title: 'Campo', description: 'Campos y chacras', types: ['property'] },
  { value: 'remeras', title: 'Remeras', description: 'Remeras, musculosas y tops', types: ['clothing'] },
  { value: 'camisas', title: 'Camisas', description: 'Camisas y blusas', types: ['clothing'] },
  { value: 'pantalones', title: 'Pantalones', description: 'Jeans, joggers, shorts y bermudas', types: ['clothing'] },
  { value: 'vestidos', title: 'Vestidos', description: 'Vestidos y monos', types: ['clothing'] },
  { value: 'camperas', title: 'Camperas', description: 'Camperas, tapados y chalecos', types: ['clothing'] },
  { value: 'buzos', title: 'Buzos', description: 'Buzos, sweaters y cardigans', types: ['clothing'] },
  { value: 'calzado', title: 'Calzado', description: 'Zapatillas, zapatos, botas y sandalias', types: ['clothing'] },
  {
    value: 'accesorios',
    title: 'Accesorios',
    description: 'Carteras, cinturones, gorras y bijouterie',
    types: ['clothing'],
  },
] as const satisfies readonly Category[];
export type CategoryValue = (typeof categories)[number]['value'];

export function categoriesForType(type: PublicationType) {
  return categories.filter((category) => (category.types as readonly string[]).includes(type));
}

export const operations = [
  { value: 'venta', title: 'Venta' },
  { value: 'alquiler', title: 'Alquiler' },
  { value: 'alquiler_temporario', title: 'Alquiler temporario' },
] as const satisfies readonly Option[];

export const currencies = [
  { value: 'ARS', title: 'Pesos', symbol: '$' },
  { value: 'USD', title: 'Dólares', symbol: 'US$' },
] as const satisfies readonly (Option & { symbol: string })[];

export const genders = [
  { value: 'mujer', title: 'Mujer' },
  { value: 'hombre', title: 'Hombre' },
  { value: 'unisex', title: 'Unisex' },
] as const satisfies readonly Option[];

export const ageGroups = [
  { value: 'adultos', title: 'Adultos' },
  { value: 'adolescentes', title: 'Adolescentes' },
  { value: 'ninos', title: 'Niños' },
  { value: 'bebes', title: 'Bebés' },
] as const satisfies readonly Option[];

const letterSizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];
const numberSizes = Array.from({ length: 15 }, (_, i) => String(32 + i)); // 32..46: jeans and shoes
export const sizes: readonly Option[] = [...letterSizes, ...numberSizes, 'Único'].map((value) => ({
  value,
  title: value,
}));

const sizeRank = new Map(sizes.map((size, index) => [size.value, index]));

/**
 * Orders sizes as the enumeration lists them (XS before S before M, 38 before 40), wherever sizes are shown.
 * Sizes it lacks (a feed may bring its own) come after, in natural order; a missing size comes last.
 */
export function compareSizes(a: string | null | undefined, b: string | null | undefined): number {
  if (!a || !b) return (a ? 0 : 1) - (b ? 0 : 1);
  const rankA = sizeRank.get(a) ?? Infinity;
  const rankB = sizeRank.get(b) ?? Infinity;
  if (rankA !== rankB) return rankA < rankB ? -1 : 1;
  return rankA === Infinity ? a.localeCompare(b, 'es', { numeric: true }) : 0;
}

/**
 * Stock rows with their sizes in compareSizes' order. A row without a size (a colour alone) keeps its place: only
 * the places of the sized rows are reordered, so reading down the size column goes XS, S, M…
 */
export function sortBySize<T extends { size: string | null }>(rows: readonly T[]): T[] {
  const sized = rows.filter((row) => row.size).sort((a, b) => compareSizes(a.size, b.size));
  let next = 0;
  return rows.map((row) => (row.size ? sized[next++] : row));
}

export const lastSeasons = [
  { value: '1', title: 'Última temporada' },
  { value: '0', title: 'Temporadas anteriores' },
] as const satisfies readonly Option[];

export const priorities = [
  {
    value: 'destacada',
    title: 'Destacada',
    description: 'Aparece primero en las búsquedas',
    expires_in: 7,
    color: 'yellow',
    icon: 'star',
  },
  {
    value: 'urgente',
    title: 'Urgente',
    description: 'Hay que venderla o alquilarla cuanto antes',
    expires_in: 14,
    color: 'red',
    icon: 'flame',
  },
  {
    value: 'oportunidad',
    title: 'Oportunidad',
    description: 'Precio por debajo del mercado',
    expires_in: 30,
    color: 'green',
    icon: 'tag',
  },
  {
    value: 'exclusiva',
    title: 'Exclusiva',
    description: 'La comercializa sólo tu equipo',
    expires_in: 90,
    color: 'violet',
    icon: 'crown',
  },
] as const satisfies readonly (Option & { description: string; expires_in: number; color: string; icon: string })[];

// 'relevance' first: it is the default order of every search (product.md, Searches).
export const searchOrders = [
  { value: 'relevance', title: 'Relevancia' },
  { value: 'recent', title: 'Más recientes' },
  { value: 'price_asc', title: 'Menor precio' },
  { value: 'price_desc', title: 'Mayor precio' },
] as const satisfies readonly Option[];

export const searchModes = [
  { value: 'manual', title: 'Selección manual', predict: false },
  { value: 'assisted', title: 'Selección asistida', predict: true },
] as const satisfies readonly (Option & { predict: boolean })[];

// A participant's answer tags on a listing of a search (product.md, Searches: Filtered results, collaborators'
// answers).
export const searchAnswerTags = [
  { value: 'top', title: 'Top' },
  { value: 'visited', title: 'Visitada' },
  { value: 'discarded', title: 'Descartada' },
] as const satisfies readonly Option[];

export const notificationTypes = [
  {
    key: 'search_coincidence',
    title: 'Coincidencias',
    description: 'Cuando varias personas eligen la misma publicación en una búsqueda',
  },
  {
    key: 'search_finished',
    title: 'Selecciones finalizadas',
    description: 'Cuando un cliente termina su selección en una búsqueda compartida',
  },
  {
    key: 'group_member',
    title: 'Nuevos integrantes',
    description: 'Cuando alguien acepta una invitación a uno de tus grupos',
  },
  {
    key: 'publication_superlike',
    title: 'SuperLikes',
    description: 'Cuando alguien marca con SuperLike una de tus publicaciones',
  },
  {
    key: 'sync_finished',
    title: 'Sincronizaciones',
    description: 'Cuando termina la sincronización de tus publicaciones',
  },
  {
    key: 'search_alert',
    title: 'Nuevas publicaciones',
    description: 'Cuando aparecen publicaciones nuevas en una búsqueda con «Avisarme de nuevas publicaciones»',
  },
  {
    key: 'price_drop',
    title: 'Bajas de precio',
    description: 'Cuando baja el precio de una publicación que te gustó',
  },
  {
    key: 'lead',
    title: 'Consultas',
    description: 'Cuando alguien te envía una consulta por una publicación o por tu tienda',
  },
  {
    key: 'visit',
    title: 'Visitas',
    description: 'Cuando piden, confirman, cambian o cancelan una visita, y antes de cada visita confirmada',
  },
  {
    key: 'message',
    title: 'Mensajes',
    description: 'Cuando alguien escribe en la conversación de una publicación de una búsqueda en la que participás',
  },
] as const satisfies readonly { key: string; title: string; description: string }[];

// 'pending' first: a new microsite waits for review.
export const micrositeStatuses = [
  { value: 'pending', title: 'Pendiente' },
  { value: 'active', title: 'Activo' },
  { value: 'suspended', title: 'Suspendido' },
] as const satisfies readonly Option[];

export const adminPermissions = [
  { value: 'users', title: 'Usuarios' },
  { value: 'groups', title: 'Grupos' },
  { value: 'microsites', title: 'Micrositios' },
  { value: 'searches', title: 'Búsquedas' },
] as const satisfies readonly Option[];
export type AdminPermission = (typeof adminPermissions)[number]['value'];

export const contactTypes = [
  { value: 'email', title: 'Email' },
  { value: 'phone', title: 'Llamadas' },
  { value: 'whatsapp', title: 'WhatsApp' },
] as const satisfies readonly Option[];
export type ContactType = (typeof contactTypes)[number]['value'];

export const general = {
  stat: { range: { default: 30, max: 365 } },
  results: { pageSize: 10 },
} as const;

/** The values of an option list, as a zod-enum-ready tuple. */
export function valuesOf<const T extends readonly { value: string }[]>(list: T) {
  return list.map((item) => item.value) as unknown as [T[number]['value'], ...T[number]['value'][]];
}
