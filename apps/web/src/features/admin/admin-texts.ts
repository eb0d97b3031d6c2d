// Texts of the administration that the spec does not quote (ours), in one place so a wording change happens once.
// The spec's own messages come from @vitrina/shared/admin (adminMessages) and the API's answers.

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
  membersCount: (count: number) => (count === 1 ? '1 integrante' : `${count} integrantes`),
  searchesCount: (count: number) => (count === 1 ? '1 búsqueda' : `${count} búsquedas`),
  participantsCount: (count: number) => (count === 1 ? '1 participante' : `${count} participantes`),
  decisions: (likes: number, discards: number) => `${likes} me gusta · ${discards} descartes`,
  shared: 'Compartida',
  published: 'Publicada',
  noOwner: 'Sin autor',
  ownerOf: (name: string) => `De ${name}`,
  publicationsCreated: 'Publicaciones creadas',
  publicationsSynced: 'Publicaciones sincronizadas',
  searches: 'Búsquedas',
  groups: 'Grupos',
  noGroups: 'No integra ningún grupo.',
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
    `Se eliminarán sus ${publications} publicaciones y sus ${searches} búsquedas. Los grupos que creó pasan al integrante más antiguo, o se eliminan si no tienen otros integrantes.`,
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
  scopeLabel: 'Publicaciones a mostrar',
  deleteGroup: 'Eliminar grupo',
  deleteGroupText: (name: string, members: number) =>
    `Se eliminará ${name} para ${members === 1 ? 'su integrante' : `sus ${members} integrantes`}. Esta acción no se puede deshacer.`,
  auditTitle: 'Historial de cambios',
  auditEmpty: 'Todavía no hay cambios registrados.',
  auditSystem: 'el sistema',
  auditBy: (name: string) => `Por ${name}`,
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
  description: 'Descripción',
};
