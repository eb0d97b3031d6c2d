// Where generated listings are: real neighbourhoods and cities with their centre's coordinates (each listing is
// jittered around it), streets that exist there, and a typical sale price per covered m² in US dollars (the
// currency properties are sold in), which rents and other prices derive from; for a farming area ('campo'), per
// hectare. Figures are rounded 2024 values.

export type PlaceKind = 'caba' | 'gba' | 'interior' | 'quinta' | 'campo';

export type Place = {
  name: string;
  /** What follows the neighbourhood in an address: 'CABA', 'Buenos Aires', 'Córdoba'. */
  region: string;
  kind: PlaceKind;
  lat: number;
  lng: number;
  usdPerM2: number;
  streets: string[];
  /** How often listings fall here among places of its kind. */
  weight: number;
};

const place = (
  name: string,
  region: string,
  kind: PlaceKind,
  lat: number,
  lng: number,
  usdPerM2: number,
  weight: number,
  streets: string[],
): Place => ({
  name,
  region,
  kind,
  lat,
  lng,
  usdPerM2,
  weight,
  streets,
});

export const places: Place[] = [
  place('Palermo', 'CABA', 'caba', -34.5781, -58.4265, 2900, 14, [
    'Av. Santa Fe',
    'Honduras',
    'Gurruchaga',
    'Thames',
    'Charcas',
    'Güemes',
    'Armenia',
    'El Salvador',
    'Nicaragua',
  ]),
  place('Belgrano', 'CABA', 'caba', -34.5627, -58.4583, 2800, 10, [
    'Av. Cabildo',
    'Juramento',
    'Mendoza',
    'Av. Libertador',
    'Virrey del Pino',
    'Sucre',
    'Echeverría',
  ]),
  place('Colegiales', 'CABA', 'caba', -34.5737, -58.449, 2600, 5, [
    'Av. Federico Lacroze',
    'Conde',
    'Zapiola',
    'Virrey Avilés',
    'Freire',
  ]),
  place('Recoleta', 'CABA', 'caba', -34.5875, -58.3974, 2800, 10, [
    'Av. Santa Fe',
    'Arenales',
    'Junín',
    'Av. Callao',
    'Ayacucho',
    'French',
    'Av. Pueyrredón',
  ]),
  place('Núñez', 'CABA', 'caba', -34.5453, -58.463, 2900, 5, [
    'Av. Cabildo',
    'Crisólogo Larralde',
    'Manuela Pedraza',
    'Av. del Libertador',
    'Vuelta de Obligado',
  ]),
  place('Caballito', 'CABA', 'caba', -34.6189, -58.443, 2200, 10, [
    'Av. Rivadavia',
    'Av. Pedro Goyena',
    'José María Moreno',
    'Rosario',
    'Av. La Plata',
    'Senillosa',
  ]),
  place('Villa Crespo', 'CABA', 'caba', -34.599, -58.438, 2300, 8, [
    'Aguirre',
    'Gurruchaga',
    'Av. Corrientes',
    'Thames',
    'Serrano',
    'Murillo',
    'Loyola',
  ]),
  place('Almagro', 'CABA', 'caba', -34.6094, -58.421, 2000, 6, [
    'Av. Corrientes',
    'Bulnes',
    'Medrano',
    'Billinghurst',
    'Guardia Vieja',
  ]),
  place('Villa Urquiza', 'CABA', 'caba', -34.5733, -58.4871, 2500, 7, [
    'Av. Triunvirato',
    'Monroe',
    'Bauness',
    'Av. Álvarez Thomas',
    'Blanco Encalada',
  ]),
  place('Puerto Madero', 'CABA', 'caba', -34.6118, -58.3627, 5500, 2, [
    'Juana Manso',
    'Olga Cossettini',
    'Av. Alicia Moreau de Justo',
    'Aimé Painé',
  ]),
  place('San Telmo', 'CABA', 'caba', -34.6217, -58.3732, 1900, 4, [
    'Defensa',
    'Bolívar',
    'Perú',
    'Humberto Primo',
    'Carlos Calvo',
  ]),
  place('Flores', 'CABA', 'caba', -34.628, -58.4636, 1800, 6, [
    'Av. Rivadavia',
    'Av. Avellaneda',
    'Yerbal',
    'Bogotá',
    'Av. Nazca',
  ]),
  place('Balvanera', 'CABA', 'caba', -34.609, -58.404, 1700, 4, [
    'Av. Pueyrredón',
    'Av. Corrientes',
    'Lavalle',
    'Sarmiento',
    'Paso',
  ]),
  place('Saavedra', 'CABA', 'caba', -34.5546, -58.4866, 2300, 3, [
    'Av. Ricardo Balbín',
    'García del Río',
    'Pinto',
    'Superí',
  ]),
  place('Villa Devoto', 'CABA', 'caba', -34.601, -58.513, 2300, 3, [
    'Av. Francisco Beiró',
    'Fernández de Enciso',
    'Nueva York',
    'Cervantes',
  ]),
  place('Chacarita', 'CABA', 'caba', -34.588, -58.454, 2400, 3, [
    'Av. Dorrego',
    'Jorge Newbery',
    'Teodoro García',
    'Av. Corrientes',
  ]),
  place('Microcentro', 'CABA', 'caba', -34.6037, -58.3816, 1700, 4, [
    'Florida',
    'Reconquista',
    'San Martín',
    'Tucumán',
    'Viamonte',
    'Av. Corrientes',
  ]),
  place('Retiro', 'CABA', 'caba', -34.592, -58.376, 2600, 3, [
    'Arenales',
    'Juncal',
    'Esmeralda',
    'Marcelo T. de Alvear',
  ]),
  place('Vicente López', 'Buenos Aires', 'gba', -34.5266, -58.4751, 2600, 8, [
    'Av. Maipú',
    'Av. del Libertador',
    'Roma',
    'Carlos Villate',
    'Pelliza',
  ]),
  place('Olivos', 'Buenos Aires', 'gba', -34.5106, -58.4962, 2500, 8, [
    'Av. Maipú',
    'Corrientes',
    'Juan B. Alberdi',
    'Ugarte',
    'Av. del Libertador',
  ]),
  place('Martínez', 'Buenos Aires', 'gba', -34.4924, -58.509, 2500, 6, [
    'Av. Santa Fe',
    'Alvear',
    'Paraná',
    'Av. del Libertador',
    'Albarellos',
  ]),
  place('San Isidro', 'Buenos Aires', 'gba', -34.4708, -58.5286, 2400, 7, [
    'Av. Centenario',
    'Belgrano',
    '9 de Julio',
    'Alsina',
    'Av. Márquez',
  ]),
  place('Florida', 'Buenos Aires', 'gba', -34.527, -58.488, 2100, 4, [
    'Av. San Martín',
    'Hipólito Yrigoyen',
    'Gral. Paz',
    'Melo',
  ]),
  place('Tigre', 'Buenos Aires', 'gba', -34.426, -58.5797, 1900, 4, [
    'Av. Cazón',
    'Av. Liniers',
    'Lavalle',
    'Sarmiento',
  ]),
  place('Nordelta', 'Buenos Aires', 'gba', -34.4044, -58.643, 2600, 4, [
    'Av. de los Lagos',
    'Av. del Golf',
    'Bahía Grande',
    'Los Alisos',
  ]),
  place('Pilar', 'Buenos Aires', 'gba', -34.4587, -58.914, 1700, 5, [
    'Tucumán',
    'Rivadavia',
    'Las Magnolias',
    'Chubut',
  ]),
  place('Morón', 'Buenos Aires', 'gba', -34.6534, -58.6198, 1500, 4, [
    'Av. Rivadavia',
    'Belgrano',
    'Sarmiento',
    'Buen Viaje',
  ]),
  place('Ramos Mejía', 'Buenos Aires', 'gba', -34.641, -58.565, 1600, 3, [
    'Av. de Mayo',
    'Belgrano',
    'Alvarado',
    'Rosales',
  ]),
  place('Quilmes', 'Buenos Aires', 'gba', -34.7206, -58.2546, 1500, 4, [
    'Rivadavia',
    'Hipólito Yrigoyen',
    'Mitre',
    'Alem',
  ]),
  place('Lomas de Zamora', 'Buenos Aires', 'gba', -34.761, -58.406, 1400, 3, [
    'Laprida',
    'Boedo',
    'Meeks',
    'Colombres',
  ]),
  place('Adrogué', 'Buenos Aires', 'gba', -34.799, -58.39, 1500, 2, [
    'Esteban Adrogué',
    'Diagonal Brown',
    'Macías',
    'Rosales',
  ]),
  place('La Plata', 'Buenos Aires', 'gba', -34.9214, -57.9545, 1500, 6, [
    'Calle 7',
    'Calle 8',
    'Calle 12',
    'Diagonal 74',
    'Calle 51',
    'Calle 47',
  ]),
  place('Córdoba', 'Córdoba', 'interior', -31.4201, -64.1888, 1300, 10, [
    'Bv. San Juan',
    'Obispo Trejo',
    'Av. Colón',
    'Independencia',
    'Chacabuco',
    'Rondeau',
  ]),
  place('Rosario', 'Santa Fe', 'interior', -32.9442, -60.6505, 1400, 9, [
    'Bv. Oroño',
    'Pellegrini',
    'Córdoba',
    'San Lorenzo',
    'Mendoza',
    'Av. Francia',
  ]),
  place('Mendoza', 'Mendoza', 'interior', -32.8895, -68.8458, 1300, 6, [
    'Av. San Martín',
    'Sarmiento',
    'Av. Emilio Civit',
    'Belgrano',
    'Av. Colón',
  ]),
  place('Mar del Plata', 'Buenos Aires', 'interior', -38.0055, -57.5426, 1500, 7, [
    'Güemes',
    'Av. Colón',
    'Alem',
    'Córdoba',
    'Olavarría',
  ]),
  place('San Carlos de Bariloche', 'Río Negro', 'interior', -41.1335, -71.3103, 2200, 3, [
    'Mitre',
    'Moreno',
    'Av. Bustillo',
    'Elflein',
    'Quaglia',
  ]),
  place('Salta', 'Salta', 'interior', -24.7821, -65.4232, 1100, 3, [
    'Caseros',
    'Balcarce',
    'Alvarado',
    'España',
    'Av. Belgrano',
  ]),
  place('San Miguel de Tucumán', 'Tucumán', 'interior', -26.8083, -65.2176, 1000, 3, [
    '25 de Mayo',
    'Av. Mate de Luna',
    'Laprida',
    'San Juan',
  ]),
  place('Neuquén', 'Neuquén', 'interior', -38.9516, -68.0591, 1500, 3, [
    'Av. Argentina',
    'Santa Fe',
    'Alberdi',
    'Mitre',
  ]),
  place('Santa Fe', 'Santa Fe', 'interior', -31.6333, -60.7, 1100, 3, [
    'Bv. Gálvez',
    'San Martín',
    'Av. Freyre',
    'Rivadavia',
  ]),
  place('Bahía Blanca', 'Buenos Aires', 'interior', -38.7183, -62.2663, 1100, 2, [
    'Alsina',
    'Av. Alem',
    'Zelarrayán',
    'Chiclana',
  ]),
  place('Pinamar', 'Buenos Aires', 'interior', -37.1099, -56.854, 1800, 2, [
    'Av. Bunge',
    'De las Gaviotas',
    'Del Cangrejo',
    'Jasón',
  ]),
  place('Villa Carlos Paz', 'Córdoba', 'interior', -31.4241, -64.4978, 1100, 2, [
    'Av. San Martín',
    'Av. Libertad',
    'General Paz',
    'Cassaffousth',
  ]),
  place('Los Cardales', 'Buenos Aires', 'quinta', -34.313, -59.01, 1200, 3, [
    'Los Aromos',
    'Las Acacias',
    'Los Paraísos',
  ]),
  place('Luján', 'Buenos Aires', 'quinta', -34.5703, -59.105, 1100, 3, ['San Martín', 'Mitre', 'Av. Constitución']),
  place('General Rodríguez', 'Buenos Aires', 'quinta', -34.608, -58.952, 1000, 2, [
    'Av. España',
    'Pagano',
    'Rivadavia',
  ]),
  place('Cañuelas', 'Buenos Aires', 'quinta', -35.052, -58.76, 1000, 2, ['Av. Libertad', 'Del Carmen', 'Lara']),
  place('Marcos Paz', 'Buenos Aires', 'quinta', -34.78, -58.837, 900, 2, ['Ruta 40', 'Almirante Brown', 'Sarmiento']),
  place('Pergamino', 'Buenos Aires', 'campo', -33.8895, -60.5736, 11000, 3, ['Ruta 8', 'Ruta 188', 'Ruta 32']),
  place('Junín', 'Buenos Aires', 'campo', -34.585, -60.947, 9000, 2, ['Ruta 7', 'Ruta 65', 'Ruta 188']),
  place('Venado Tuerto', 'Santa Fe', 'campo', -33.7456, -61.9688, 10000, 2, ['Ruta 8', 'Ruta 33']),
  place('Tandil', 'Buenos Aires', 'campo', -37.3217, -59.1332, 7000, 2, ['Ruta 226', 'Ruta 74', 'Ruta 30']),
  place('Río Cuarto', 'Córdoba', 'campo', -33.1232, -64.3493, 6000, 2, ['Ruta 8', 'Ruta 36', 'Ruta 35']),
  place('Trenque Lauquen', 'Buenos Aires', 'campo', -35.97, -62.733, 5000, 1, ['Ruta 5', 'Ruta 33']),
];

export const placeNamed = (name: string) => {
  const found = places.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`Unknown seed place: ${name}`);
  return found;
};
