// Texts of the administration that the spec does not quote (ours), in one place so a wording change happens once.
// The spec's own messages come from @vitrina/shared/admin (adminMessages) and the API's answers.
import { micrositeStatuses } from '@vitrina/shared/enums';
import { byCount, formatCount } from '@vitrina/shared/format';

/** 'su publicación', 'sus 3 publicaciones': what a deleted user takes with them, or nothing when there is none. */
const theirs = (count: number, singular: string, plural: string) =>
  count === 0 ? null : byCount(count, `su ${singular}`, `sus ${formatCount(count, singular, plural)}`);

function deletedWithUser(publications: number, searches: number): string {
  const gone = [theirs(publications, 'publicación', 'publicaciones'), theirs(searches, 'búsqueda', 'búsquedas')];
  const named = gone.filter((part): part is string => part !== null);
  if (named.length === 0) return 'No tiene publicaciones ni búsquedas que eliminar.';
  const one = named.length === 1 && (publications === 1 || searches === 1);
  return `${one ? 'Se eliminará' : 'Se eliminarán'} ${named.join(' y ')}.`;
}

export const adminTexts = {
  usersTitle: 'Usuarios',
  usersIntro: 'Todas las cuentas de la plataforma, las más nuevas primero.',
  usersSearch: 'Buscar por nombre o email',
  groupsTitle: 'Grupos',
  groupsIntro: 'Todos los grupos de la plataforma, los más nuevos primero.',
  groupsSearch: 'Buscar grupos',
  searchesTitle: 'Búsquedas',
  searchesIntro: 'Todas las búsquedas de la plataforma, las más nuevas primero.',
  searchesSearch: 'Buscar por título o autor',
  scopeFilter: 'Alcance',
  verified: 'Verificado',
  unverified: 'Sin verificar',
  createdAt: (date: string) => `Creado el ${date}`,
  registeredAt: (date: string) => `Registrado el ${date}`,
  membersCount: (count: number) => formatCount(count, 'integrante', 'integrantes'),
  searchesCount: (count: number) => formatCount(count, 'búsqueda', 'búsquedas'),
  participantsCount: (count: number) => formatCount(count, 'participante', 'participantes'),
  // 'Me gusta' is the same for one and many, as a noun.
  decisions: (likes: number, discards: number) =>
    `${formatCount(likes, 'me gusta', 'me gusta')} · ${formatCount(discards, 'descarte', 'descartes')}`,
  shared: 'Compartida',
  published: 'Publicada',
  noOwner: 'Sin autor',
  ownerOf: (name: string) => `De ${name}`,
  publicationsCreated: 'Publicaciones creadas',
  publicationsSynced: 'Publicaciones sincronizadas',
  searches: 'Búsquedas',
  groups: 'Grupos',
  noGroups: 'No integra ningún grupo.',
  gallery: 'Galería de la tienda',
  noGallery: 'Su tienda todavía no muestra imágenes: ninguna publicación pública tiene fotos.',
  galleryImage: 'Publicación sin título',
  store: 'Tienda',
  phone: 'Teléfono',
  noPhone: 'Sin teléfono',
  edit: 'Editar datos',
  save: 'Guardar',
  name: 'Nombre',
  email: 'Email',
  permissions: 'Permisos de administración',
  contactTypes: 'Medios de contacto habilitados',
  notificationTypes: 'Notificaciones',
  deleteUser: 'Eliminar usuario',
  deleteUserText: (publications: number, searches: number) =>
    `${deletedWithUser(publications, searches)} Los grupos que creó pasan al integrante más antiguo, o se eliminan si no tienen otros integrantes.`,
  deleteConfirm: 'Eliminar',
  impersonate: 'Ingresar como este usuario',
  impersonateTitle: (name: string) => `Ingresar como ${name}`,
  impersonateText: (name: string) =>
    `Vas a navegar la aplicación como ${name}, con su sesión. Todo lo que hagas quedará hecho en su nombre. Para volver, usa 'Volver a mi cuenta' en el aviso de arriba.`,
  impersonateConfirm: 'Ingresar',
  members: 'Integrantes',
  noMembers: 'El grupo no tiene integrantes.',
  creator: 'Creador',
  owner: 'Dueño',
  scopeTitle: 'Publicaciones que comparte',
  groupLogo: 'Logo del grupo',
  uploadLogo: 'Subir logo',
  changeLogo: 'Cambiar logo',
  scopeLabel: 'Publicaciones a mostrar',
  deleteGroup: 'Eliminar grupo',
  deleteGroupText: (name: string, members: number) =>
    `Se eliminará ${name} para ${byCount(members, 'su integrante', `sus ${formatCount(members, 'integrante', 'integrantes')}`)}. Esta acción no se puede deshacer.`,
  auditTitle: 'Historial de cambios',
  auditEmpty: 'Todavía no hay cambios registrados.',
  auditUnknown: 'una cuenta eliminada',
  auditBy: (name: string) => `Por ${name}`,
  auditImpersonating: (admin: string, person: string) => `Por ${admin}, navegando como ${person}`,
  auditDeleted: (name: string) => `${name} (cuenta eliminada)`,
  protectedTitle: 'Solo lectura',
  protectedText:
    'Tiene permisos de administración que vos no tenés, así que no podés editar sus datos, eliminar su cuenta ni ingresar como esta persona.',
} as const;

/** The microsites' admin pages (product.md, Administration; Microsites); the toasts are the API's messages. */
export const micrositeTexts = {
  title: 'Micrositios',
  intro: 'Los sitios de marca propia de la plataforma, los más nuevos primero.',
  search: 'Buscar por nombre o host',
  create: 'Nuevo micrositio',
  createIntro: 'Un sitio con la marca de un cliente, en su propio host, con las publicaciones de sus usuarios.',
  usersCount: (count: number) => formatCount(count, 'usuario', 'usuarios'),
  open: 'Abrir el sitio',
  siteSection: 'Datos del sitio',
  name: 'Nombre',
  host: 'Host',
  hostHint: 'Sin https:// ni barra, por ejemplo tienda.ejemplo.com.ar',
  description: 'Descripción',
  descriptionHint: 'Se muestra en la portada del sitio.',
  status: 'Estado',
  settingsSection: 'Qué pueden hacer los visitantes',
  settingsUsers: 'Permitir ingresar y registrarse',
  settingsUsersHint: 'Los visitantes pueden crear su cuenta, ingresar y guardar sus búsquedas.',
  settingsGroups: 'Permitir grupos',
  settingsGroupsHint: 'Los usuarios ingresados pueden ver y usar sus grupos en el sitio.',
  styleSection: 'Estilo',
  styleIntro: 'Colores y formas del sitio. El texto de los botones se elige solo, claro u oscuro, para que se lea.',
  headerBackground: 'Fondo del encabezado',
  headerText: 'Texto del encabezado',
  bodyBackground: 'Fondo de la página',
  descriptionAlign: 'Alineación de la descripción',
  descriptionSize: 'Tamaño de la descripción',
  avatarShape: 'Forma de las fotos de perfil',
  buttonBackground: 'Color de los botones',
  buttonRadius: 'Bordes de los botones',
  lowContrast: 'Con estos colores el texto del encabezado cuesta leerse; prueba con el otro color de texto.',
  preview: 'Vista previa',
  previewDescription: 'Así se verá la descripción de tu sitio.',
  logosSection: 'Logos',
  logosIntro: 'Solo imágenes. Se guardan al guardar el micrositio.',
  logoMain: 'Logo principal',
  logoMainHint: 'En el encabezado del sitio. Mejor horizontal y con fondo transparente.',
  logoSecondary: 'Logo secundario',
  logoSecondaryHint: 'Una variante del logo, por ejemplo para fondos oscuros.',
  logoSquare: 'Logo cuadrado',
  logoSquareHint: 'Se recorta cuadrado: es el ícono del sitio.',
  noLogo: 'Sin logo',
  upload: 'Subir imagen',
  change: 'Cambiar',
  remove: 'Quitar',
  roundPreview: 'Así se ve redondo',
  usersSection: 'Usuarios',
  usersHint:
    'El sitio muestra las publicaciones públicas de estos usuarios. La búsqueda empieza por el usuario por defecto.',
  addUser: 'Agregar usuario',
  addUserPlaceholder: 'Buscar por nombre o email',
  searchingUsers: 'Buscando…',
  noUsersFound: 'No se encontraron usuarios.',
  noUsers: 'Todavía no agregaste usuarios.',
  defaultUser: 'Usuario por defecto',
  byDefault: 'Por defecto',
  defaultOf: (name: string) => `${name} por defecto`,
  removeUser: (name: string) => `Quitar a ${name}`,
  save: 'Guardar cambios',
  saveNew: 'Crear micrositio',
  deleteMicrosite: 'Eliminar micrositio',
  deleteText: (name: string) =>
    `Se eliminará ${name} y las búsquedas hechas en él. Sus usuarios y sus publicaciones se mantienen. Esta acción no se puede deshacer.`,
} as const;

/** The style's named options, each with its Spanish title. */
export const micrositeStyleOptions = {
  headerText: [
    { value: 'dark', label: 'Oscuro' },
    { value: 'light', label: 'Claro' },
  ],
  align: [
    { value: 'left', label: 'Izquierda' },
    { value: 'center', label: 'Centrada' },
  ],
  size: [
    { value: 'sm', label: 'Chica' },
    { value: 'md', label: 'Mediana' },
    { value: 'lg', label: 'Grande' },
  ],
  shape: [
    { value: 'circle', label: 'Círculo' },
    { value: 'rounded', label: 'Redondeada' },
    { value: 'square', label: 'Cuadrada' },
  ],
  radius: [
    { value: 'sm', label: 'Rectos' },
    { value: 'md', label: 'Redondeados' },
    { value: 'xl', label: 'Píldora' },
  ],
} as const;

/** 'Filtros predefinidos': the filters a new search of a store, a portfolio or a site starts with (ours). */
export const presetTexts = {
  title: 'Filtros predefinidos',
  intro: 'Una búsqueda nueva en este alcance empieza con estos filtros ya agregados; quien busca puede quitarlos.',
  none: 'Sin filtros predefinidos: las búsquedas empiezan vacías.',
  add: 'Agregar filtro',
  type: 'Tipo',
  category: 'Categoría',
  operation: 'Operación',
  currency: 'Moneda',
  min: 'Precio desde',
  max: 'Precio hasta',
  choose: 'Elegir',
  any: 'Cualquiera',
  remove: (title: string) => `Quitar el filtro ${title}`,
  save: 'Guardar filtros',
  invalid: 'Revisa los filtros: alguno no es válido.',
} as const;

/** The publications a group shows, as the group form offers them ('' all, '1' public, '0' private). */
export const groupScopeOptions = [
  { value: '', label: 'Todas' },
  { value: '1', label: 'Solo públicas' },
  { value: '0', label: 'Solo privadas' },
] as const;

/** The audit log's actions, in the past tense of whoever did them. */
const auditActions: Record<string, string> = {
  'user.update': 'Actualizó el usuario',
  'user.delete': 'Eliminó el usuario',
  'user.impersonate': 'Ingresó como el usuario',
  'group.update': 'Actualizó el grupo',
  'group.delete': 'Eliminó el grupo',
  'microsite.create': 'Creó el micrositio',
  'microsite.update': 'Actualizó el micrositio',
  'microsite.delete': 'Eliminó el micrositio',
};

export function auditActionText(action: string): string {
  return auditActions[action] ?? action;
}

/** The names of the fields an audit entry may show changed. */
export const auditFieldNames: Record<string, string> = {
  name: 'Nombre',
  email: 'Email',
  phone: 'Teléfono',
  slug: 'Tienda',
  permissions: 'Permisos',
  contact_types: 'Medios de contacto',
  notification_types: 'Notificaciones',
  public: 'Publicaciones a mostrar',
  filters: 'Filtros predefinidos',
  logo_file: 'Logo',
  description: 'Descripción',
  host: 'Host',
  status: 'Estado',
  style: 'Estilo',
  settings: 'Qué pueden hacer los visitantes',
  users: 'Usuarios',
  default_user_id: 'Usuario por defecto',
  logo_main: 'Logo principal',
  logo_secondary: 'Logo secundario',
  logo_square: 'Logo cuadrado',
  'style.header.background': micrositeTexts.headerBackground,
  'style.header.text': micrositeTexts.headerText,
  'style.body.background': micrositeTexts.bodyBackground,
  'style.description.align': micrositeTexts.descriptionAlign,
  'style.description.size': micrositeTexts.descriptionSize,
  'style.avatar.shape': micrositeTexts.avatarShape,
  'style.button.background': micrositeTexts.buttonBackground,
  'style.button.radius': micrositeTexts.buttonRadius,
  'settings.users': micrositeTexts.settingsUsers,
  'settings.groups': micrositeTexts.settingsGroups,
};

const titles = (options: readonly { value: string; label: string }[]) =>
  Object.fromEntries(options.map((option) => [option.value, option.label]));

/** The Spanish names of the named values an audit entry may show (a microsite's status and style options). */
export const auditValueNames: Record<string, Record<string, string>> = {
  status: Object.fromEntries(micrositeStatuses.map((status) => [status.value, status.title])),
  'style.header.text': titles(micrositeStyleOptions.headerText),
  'style.description.align': titles(micrositeStyleOptions.align),
  'style.description.size': titles(micrositeStyleOptions.size),
  'style.avatar.shape': titles(micrositeStyleOptions.shape),
  'style.button.radius': titles(micrositeStyleOptions.radius),
};
