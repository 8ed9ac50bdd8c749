// The face of the company module: what other modules may use (issue 33 point 4). The platform
// admin's role changes and invitations check a firm's member rules with the firm's own function
// (decision 0498); its deactivation of a user keeps every firm of hers an active administrator
// with the firm's own rule (decision 0506); its companies list counts each firm's active
// administrators with the rule's own definition (decision 0510).
export { assertMemberRolesAllowed } from './company.actions';
export { activeAdministratorCount, assertUserLeavesFirmsAnAdministrator } from './firm-administrators';
