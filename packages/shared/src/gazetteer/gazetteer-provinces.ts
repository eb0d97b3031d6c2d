// Argentina's 23 provinces and its capital city, with a point inside each (the city's centre for the capital,
// near the middle of the territory for the provinces) and the other names people type for them.
// Coordinates are [lat, lng] in degrees, from public geographic knowledge, good to about a kilometre.

export type GazetteerProvince = { key: string; name: string; lat: number; lng: number; aliases?: string[] };

export const capitalKey = 'caba';

export const provinces: GazetteerProvince[] = [
  {
    key: capitalKey,
    name: 'Ciudad Autónoma de Buenos Aires',
    lat: -34.6037,
    lng: -58.3816,
    aliases: ['CABA', 'Capital Federal', 'Buenos Aires'],
  },
  {
    key: 'buenos-aires',
    name: 'Buenos Aires',
    lat: -36.6769,
    lng: -60.5588,
    aliases: ['PBA', 'Provincia de Buenos Aires'],
  },
  { key: 'catamarca', name: 'Catamarca', lat: -27.3358, lng: -66.9477 },
  { key: 'chaco', name: 'Chaco', lat: -26.3864, lng: -60.7658 },
  { key: 'chubut', name: 'Chubut', lat: -43.7886, lng: -68.5268 },
  { key: 'cordoba', name: 'Córdoba', lat: -32.1429, lng: -63.8017 },
  { key: 'corrientes', name: 'Corrientes', lat: -28.7743, lng: -57.8012 },
  { key: 'entre-rios', name: 'Entre Ríos', lat: -32.0589, lng: -59.2014 },
  { key: 'formosa', name: 'Formosa', lat: -24.8949, lng: -59.9324 },
  { key: 'jujuy', name: 'Jujuy', lat: -23.32, lng: -65.7643 },
  { key: 'la-pampa', name: 'La Pampa', lat: -37.1316, lng: -65.4467 },
  { key: 'la-rioja', name: 'La Rioja', lat: -29.6857, lng: -67.1817 },
  { key: 'mendoza', name: 'Mendoza', lat: -34.6298, lng: -68.5831 },
  { key: 'misiones', name: 'Misiones', lat: -26.8754, lng: -54.6516 },
  { key: 'neuquen', name: 'Neuquén', lat: -38.6418, lng: -70.1199 },
  { key: 'rio-negro', name: 'Río Negro', lat: -40.4058, lng: -67.229 },
  { key: 'salta', name: 'Salta', lat: -24.2991, lng: -64.8144 },
  { key: 'san-juan', name: 'San Juan', lat: -30.8653, lng: -68.8895 },
  { key: 'san-luis', name: 'San Luis', lat: -33.7577, lng: -66.0281 },
  { key: 'santa-cruz', name: 'Santa Cruz', lat: -48.8155, lng: -69.9558 },
  { key: 'santa-fe', name: 'Santa Fe', lat: -30.7069, lng: -60.9498 },
  { key: 'santiago-del-estero', name: 'Santiago del Estero', lat: -27.6431, lng: -63.5408 },
  {
    key: 'tierra-del-fuego',
    name: 'Tierra del Fuego',
    lat: -54.1,
    lng: -67.6,
    aliases: ['Tierra del Fuego, Antártida e Islas del Atlántico Sur'],
  },
  { key: 'tucuman', name: 'Tucumán', lat: -26.9478, lng: -65.3648 },
];
