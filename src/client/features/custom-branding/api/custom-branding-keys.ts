// Query key of the firm's branding.
export const customBrandingKeys = { firm: ['custom-branding'] as const };
