// Texts of the group page that the spec does not quote (ours), in one place so a wording change happens once.
// The spec's own texts come from @vitrina/shared (groupMessages, groupScopeNote, messages.share).
import { formatCount } from '@vitrina/shared/format';

export const groupTexts = {
  members: 'Integrantes',
  membersCount: (count: number) => formatCount(count, 'integrante', 'integrantes'),
  createdAt: (date: string) => `Creado el ${date}`,
  joinedAt: (date: string) => `Desde el ${date}`,
  you: 'Vos',
  creator: 'Creador',
  scopeTitle: 'Publicaciones que comparte',
  searchPortfolio: 'Buscar en cartera',
  invite: 'Invitar',
  edit: 'Editar',
  leave: 'Salir del grupo',
  leaveConfirm: 'Salir',
  leaveText: (group: string) =>
    `Vas a dejar de ver la cartera y las búsquedas de ${group}. Para volver vas a necesitar una nueva invitación.`,
  memberActions: (name: string) => `Acciones de ${name}`,
  contact: 'Contactar',
  makeAdmin: 'Hacer administrador',
  dropAdmin: 'Quitar administrador',
  remove: 'Quitar del grupo',
  removeConfirm: 'Quitar',
  removeText: (name: string) => `${name} dejará de ver la cartera y las búsquedas del grupo.`,
  shareText: (group: string) => `Te invito a sumarte al grupo ${group}.`,
  inviteTitle: 'Invitar al grupo',
  inviteIntro: (group: string) => `Compartí este link con la persona que quieras sumar a ${group}.`,
  inviteLink: 'Link de invitación',
  copy: 'Copiar link',
  copied: 'Link copiado',
  share: 'Compartir',
  close: 'Cerrar',
  invitations: 'Invitaciones vigentes',
  invitationBy: (name: string) => `Creada por ${name}`,
  invitationDates: (created: string, expires: string) => `Creada el ${created} · vence el ${expires}`,
  revoke: 'Revocar',
  revokeLabel: (name: string, created: string) => `Revocar la invitación que creó ${name} el ${created}`,
  revokeTitle: 'Revocar invitación',
  revokeText: (name: string) =>
    `El link de invitación que creó ${name} va a dejar de funcionar: quien lo abra verá que la invitación ya no existe.`,
} as const;
