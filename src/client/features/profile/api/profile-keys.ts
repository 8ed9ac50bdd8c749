// Query key of the own profile.
export const profileKeys = { own: ['profile'] as const };
