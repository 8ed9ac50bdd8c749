// The billing module's face (issue 33 point 4, decision 0416). Metered actions (agent_run,
// automation_run) are a platform service: billing owns the atomic check-and-count (decision
// 0041), and a module that runs an agent or an automation spends the firm's quota through it
// (issue 19: Themis). Imported as `from '../billing'` by modules whose manifest lists 'billing'
// in dependsOn.
export { consumeMeteredAction, consumeMeteredActionIn, type ConsumeInput, type ConsumeResult } from './usage.service';
/** The month's usage and the plan's limits (the usage badge of a metered module's page). */
export { readEntitlementState } from './entitlements.repo';
