// The face of the opportunities module: what other modules may use (issue 33 point 4, decision 0416).
// A new opportunity on the board (e-mail to case: a message no matter claims).
export { addOpportunity } from './opportunities.actions';
// The firm's pipeline as other modules read it (the CRM chart, the dashboard's pipeline value).
export { opportunityStats, pipelineByStage, stagesOf } from './pipeline';
