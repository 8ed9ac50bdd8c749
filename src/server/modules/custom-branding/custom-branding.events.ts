// The custom-branding module's domain events (issue 33.2, decision 0291).

export interface BrandingUpdatedV1 {
  /** What changed: 'displayName', 'accentColor', 'logo'. */
  changed: string[];
  accentColor: string;
  displayName: string | null;
  hasLogo: boolean;
}

declare module '../../events/domain-events' {
  interface DomainEventPayloads {
    'branding.updated': BrandingUpdatedV1;
  }
}
