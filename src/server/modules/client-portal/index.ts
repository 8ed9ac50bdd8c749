// The face of the portal module: what other modules may use (issue 33 point 4). The firm's inbox of
// client messages as the public API serves it: a page of threads, one thread, the firm's answer.
export { getInboxThread, inboxPage, replyAsFirm } from './inbox.service';
// Where a thread opens on the customer's side – the link of her bell notice (decision 0519).
export { customerThreadLink } from './customer-notices';
