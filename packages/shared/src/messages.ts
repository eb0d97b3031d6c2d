// Every Spanish text a user reads that the specification quotes, once. Both apps import from here, so a
// wording change happens in one place. Texts marked "ours" are not quoted by the spec; we chose them.

export const messages = {
  errors: {
    notFound: 'No se encontró la información que buscaba.',
    tooLarge: 'El archivo que intenta subir es demasiado grande.',
    tooManyRequests: 'Demasiados intentos, aguarde un momento y vuelva a intentar.',
    noResponse: 'Ocurrió un error con la petición.',
    generic: 'No se pudo procesar su solicitud, por favor intente en unos momentos.',
    forbidden: 'No tienes los permisos suficientes.',
    // ours
    unauthenticated: 'No te encuentras autenticado.',
    malformedJson: 'El contenido enviado no es un JSON válido.',
    invalidData: 'Los datos enviados no son válidos.',
    unsupportedMediaType: 'El formato del contenido enviado no es compatible.',
    server: 'Ocurrió un error inesperado, por favor intente en unos momentos.',
    databaseUnavailable: 'La base de datos no está disponible en este momento.',
    // the readiness check's answers (GET /api/health/ready)
    serviceStopping: 'El servicio se está deteniendo. Probá de nuevo en unos momentos.',
    redisUnavailable: 'Redis no está disponible en este momento.',
    storageUnavailable: 'El almacenamiento de archivos no está disponible en este momento.',
    storageWriteUnavailable: 'No se pudo guardar la imagen. Probá de nuevo en unos minutos.',
    storageReadUnavailable: 'No se pudo leer la imagen. Probá de nuevo en unos minutos.',
    nullCharacter: 'El texto enviado contiene caracteres no permitidos.',
    tooDeep: 'El contenido enviado tiene demasiados niveles anidados.',
    storageQuota: (megabytes: number) =>
      `Superaste el espacio de almacenamiento de tu cuenta (${megabytes} MB). Eliminá publicaciones o imágenes para subir nuevas.`,
  },
  guards: {
    loginRequired: 'Necesitas estar logueado.',
    guestOnly: 'No te encuentras logueado.',
    forbidden: 'No tienes los permisos suficientes.',
    guideOpen: 'Debes cerrar la guía en pantalla.',
  },
  validation: {
    required: 'Este campo es obligatorio',
    minLength: (min: number) => `Este campo debe tener al menos ${min} caracteres`,
    maxLength: (max: number) => `Este campo debe tener ${max} caracteres como máximo`,
    minValue: (min: number | string) => `Este campo debe tener un valor mínimo de ${min}`,
    maxValue: (max: number | string) => `Este campo debe tener un valor máximo de ${max}`,
    email: 'No es una dirección de correo electrónico válida',
    sameAs: (otherName: string) => `Este campo debe ser igual al campo '${otherName}'`,
    url: 'No es una dirección web válida',
    decimal: 'No es un número',
    phone: 'Debe incluir el código de país, incluyendo el signo +',
    // ours: an option outside the allowed list, and a value of the wrong kind
    invalidOption: 'El valor elegido no es válido',
    invalidValue: 'El valor ingresado no es válido',
    unknownFields: (keys: readonly string[]) =>
      `${keys.length === 1 ? 'Campo desconocido' : 'Campos desconocidos'}: ${keys.join(', ')}`,
  },
  notFound: {
    title: 'Página no encontrada :(',
    home: 'Ir al inicio',
  },
  shell: {
    back: 'Volver',
    login: 'Ingresar',
    logout: 'Cerrar sesión',
    goodbye: '¡Hasta luego!',
    // ours: the first thing a keyboard reaches, so it can jump past the header
    skipToContent: 'Saltar al contenido',
    // ours: the name of every dialog's and drawer's close button
    close: 'Cerrar',
  },
  share: {
    unsupported: 'Tu dispositivo no permite compartir contenido.',
    // product.md, Searches: Sharing: where the link to copy is on screen (the search's 'Compartir búsqueda')
    unsupportedLink: 'Tu dispositivo no permite compartir contenido, prueba copiando el link de arriba.',
  },
  // product.md, Searches. searches.ts's searchMessages takes them from here for the API; the web's deck reads them
  // here, where no zod schema comes with them (the deck's first download stays small).
  searches: {
    identify: 'Para utilizar las búsquedas',
    updated: 'Búsqueda actualizada correctamente.',
  },
  contact: {
    title: 'Medios de contacto habilitados',
    empty: 'No se encontraron datos de contacto.',
  },
  push: {
    denied: 'Permiso de notificación denegado.',
    subscribeError: (message?: string) => `Error al suscribir: ${message || 'desconocido'}`,
    tokenMissing: 'No se pudo generar el token de notificaciones.',
    tokenError: (message?: string) => `Error al obtener el token: ${message || 'desconocido'}`,
  },
  list: {
    empty: 'No hay datos.',
    search: 'Buscar',
  },
  legal: {
    updatedAt: '06/08/2024',
  },
} as const;
