// Texts of 'Listado de tus busquedas' (product.md, Searches). The spec's own words ('Continuar búsqueda', 'Ver
// resulatos', 'Eliminar', 'Eliminar búsqueda') are the contract, letter for letter; the rest are ours.
export const historyTexts = {
  title: 'Listado de tus busquedas',
  resume: 'Continuar búsqueda',
  // Spelled so in the spec.
  results: 'Ver resulatos',
  remove: 'Eliminar',
  removeTitle: 'Eliminar búsqueda',
  // ours
  intro: 'Las búsquedas que hiciste y en las que participás, las más nuevas primero.',
  newSearch: 'Nueva búsqueda',
  searchPlaceholder: 'Buscar por título',
  empty: 'Todavía no hiciste búsquedas.',
  /** The creator deletes the search for everyone; anyone else leaves it, with their own decisions. */
  removeText: (title: string, owner: boolean) =>
    owner
      ? `Vas a borrar "${title}" con sus decisiones: no vas a poder volver a acceder a esta búsqueda.`
      : `Vas a salir de "${title}" y se borran tus decisiones: no vas a poder volver a acceder a esta búsqueda.`,
  options: (title: string) => `Opciones de ${title}`,
  participants: (names: string[]) => `Participantes: ${names.join(', ')}`,
} as const;
