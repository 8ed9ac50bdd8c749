// Calls of the account flows (server: modules/account). Plain functions: the screens drive
// their own state machines (spec 4), and mutations here do not share cached data.
// Sign-in, sign-out, the session and two-factor are better-auth's own routes (/api/auth/*), which
// the OpenAPI document does not describe: those go through authClient (lib/auth-client), not `api`.
import type { RegistrationInput } from '@shared/auth/registration.schemas';
import { api, unwrap } from '@client/lib/api-client';

export const register = (input: RegistrationInput) => unwrap(api.POST('/api/account/register', { body: input }));

export const verifyEmail = (token: string) => unwrap(api.POST('/api/account/verify-email', { body: { token } }));

export const resendVerification = (email: string) => unwrap(api.POST('/api/account/resend-verification', { body: { email } }));

export const forgotPassword = (email: string) => unwrap(api.POST('/api/account/forgot-password', { body: { email } }));

export const validateResetToken = (token: string) => unwrap(api.POST('/api/account/reset-password/validate', { body: { token } }));

export const resetPasswordWithToken = (token: string, password: string, confirmPassword: string) => unwrap(api.POST('/api/account/reset-password', { body: { token, password, confirmPassword } }));

export const updatePassword = (currentPassword: string, password: string, confirmPassword: string) => unwrap(api.POST('/api/account/password', { body: { currentPassword, password, confirmPassword } }));

export const listSessions = () => unwrap(api.GET('/api/account/sessions'));
export const revokeSession = (id: string) => unwrap(api.DELETE('/api/account/sessions/{id}', { params: { path: { id } } }));

export const demoSignIn = (email: string) => unwrap(api.POST('/api/demo/sign-in', { body: { email } }));

export const listOutbox = () => unwrap(api.GET('/api/dev/outbox'));
