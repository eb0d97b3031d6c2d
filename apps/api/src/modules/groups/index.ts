// The groups module's face: what the rest of the API (other modules, app.ts, jobs/, seed/) uses of it. Nothing
// outside this folder imports its other files (ARCHITECTURE.md, Boundaries).
export { logoSize } from './group-logo';
export { requireAdmin, requireMember } from './groups.policy';
export {
  deleteGroup,
  findGroupById,
  findMembership,
  type GroupsDeps,
  inLockedGroup,
  leaveEveryGroup,
  removeGroupLogos,
  showGroup,
  updateGroupAsAdministration,
} from './groups.service';
export { groupsRoutes } from './groups.routes';
export { publicGroupRoutes } from './public-group.routes';
