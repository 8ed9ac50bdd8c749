// The face of the account module: what other modules may use (issue 33 point 4).
export { inviteCustomer } from './join-requests.service';
