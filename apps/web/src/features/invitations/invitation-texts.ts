// Texts of the invitation page that the spec does not quote (ours). The quoted ones live in
// @vitrina/shared/groups (groupMessages, groupScopeNote).
export const invitationTexts = {
  invitedToGroup: 'te invitó a unirte al grupo',
  invitedUnknown: 'te envió una invitación.',
  scopeLabel: 'Publicaciones que se ven en el grupo',
  rulesLabel: 'Para responder',
  ruleMet: 'Cumplida',
  rulePending: 'Pendiente',
  expiresAt: (when: string) => `Vence el ${when}.`,
  accepted: (group: string) => `Te uniste al grupo ${group}.`,
  rejected: 'Rechazaste la invitación.',
  goToGroup: 'Ir al grupo',
  reject: 'Rechazar',
  accept: 'Aceptar',
  gone: 'La invitación no existe, ya fue usada o venció.',
} as const;
