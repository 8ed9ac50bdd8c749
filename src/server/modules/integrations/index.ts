// The face of the integrations module (its webhooks, decision 0446): what other modules may use (issue 33 point 4). An automation's
// "send a webhook" action queues the event for the firm's endpoints.
export { enqueueWebhookEvent } from './webhooks.service';
