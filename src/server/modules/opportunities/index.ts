// The face of the opportunities module: what other modules may use (issue 33 point 4).
// A new opportunity on the board (e-mail to case: a message no matter claims).
export { addOpportunity } from './opportunities.actions';
