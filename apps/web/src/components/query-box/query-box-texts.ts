// ours: the query box's Spanish texts.
export const queryBoxTexts = {
  label: 'Contanos qué buscás',
  placeholder: 'Ej.: depto 3 ambientes en Palermo hasta 150 mil dólares',
  understood: 'Entendimos',
  notUnderstood: 'No entendimos',
  nothing: 'Probá con un tipo de propiedad o prenda, un barrio, un precio o un talle.',
  remove: (label: string) => `Quitar: ${label}`,
  search: 'Buscar',
  searchSentence: 'Buscar con la frase',
  edit: 'Editar en el asistente',
  title: (title: string) => `Vas a buscar: ${title}`,
} as const;
