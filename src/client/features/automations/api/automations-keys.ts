// Query keys of the automations feature.
export const automationKeys = {
  all: ['automations'] as const,
  list: ['automations', 'list'] as const,
  runs: (id: string) => ['automations', 'runs', id] as const,
  events: (id: string) => ['automations', 'events', id] as const,
  templates: ['automations', 'templates'] as const,
  members: ['automations', 'members'] as const,
  webhooks: ['automations', 'webhooks'] as const,
  template: (id: string) => ['automations', 'template', id] as const,
  inboundMail: ['automations', 'inbound-mail'] as const,
};
