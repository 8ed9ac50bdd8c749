// Metered actions (agent_run, automation_run) are a platform service: the billing module owns the
// atomic check-and-count (decision 0041), and any module that runs an agent or an automation
// spends the firm's quota through this one entry point (issue 19: Themis).
export { consumeMeteredAction, consumeMeteredActionIn, type ConsumeInput, type ConsumeResult } from '../modules/billing/usage.service';
/** The month's usage and the plan's limits (the usage badge of a metered module's page). */
export { readEntitlementState } from '../modules/billing/entitlements.repo';
