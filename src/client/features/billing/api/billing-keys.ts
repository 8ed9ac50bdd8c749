// Query keys of plans, subscription, credits, usage history and the platform billing desk.
const billing = ['billing'] as const;
export const billingKeys = {
  /** Plans and the subscription (invalidated after a plan change). */
  all: billing,
  plans: [...billing, 'plans'] as const,
  subscription: [...billing, 'subscription'] as const,
  credits: ['credits'] as const,
  usageHistory: ['usage', 'history'] as const,
  platform: ['platform', 'billing'] as const,
  operator: ['platform', 'billing', 'operator'] as const,
};
