// What other features and layouts use from auth.
export { AuthProvider, useAuth } from './auth-provider';
export type { SessionUser, AuthContextValue } from './auth-provider';
export { useSignOut } from './use-sign-out';
export { SecuritySettings } from './components/security-settings';
