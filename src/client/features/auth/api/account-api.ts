// Calls of the account flows (server: modules/account). Plain functions: the screens drive
// their own state machines (spec 4), and mutations here do not share cached data.
import type { AccountSession } from '@shared/auth/account.schemas';
import type { RegistrationInput } from '@shared/auth/registration.schemas';
import { apiFetch } from '@client/lib/api-client';

export interface SimpleResult {
  success: boolean;
  message: string;
}

export const register = (input: RegistrationInput) =>
  apiFetch<SimpleResult & { email: string }>('/api/account/register', { method: 'POST', body: input });

export const verifyEmail = (token: string) =>
  apiFetch<SimpleResult & { email?: string }>('/api/account/verify-email', { method: 'POST', body: { token } });

export const resendVerification = (email: string) =>
  apiFetch<SimpleResult & { canResendAt: string }>('/api/account/resend-verification', { method: 'POST', body: { email } });

export const forgotPassword = (email: string) => apiFetch<SimpleResult>('/api/account/forgot-password', { method: 'POST', body: { email } });

export const validateResetToken = (token: string) =>
  apiFetch<{ isValid: boolean; email?: string; firstPassword?: boolean; error?: string }>('/api/account/reset-password/validate', { method: 'POST', body: { token } });

export const resetPasswordWithToken = (token: string, password: string, confirmPassword: string) =>
  apiFetch<SimpleResult>('/api/account/reset-password', { method: 'POST', body: { token, password, confirmPassword } });

export const updatePassword = (currentPassword: string, password: string, confirmPassword: string) =>
  apiFetch<SimpleResult>('/api/account/password', { method: 'POST', body: { currentPassword, password, confirmPassword } });

export const listSessions = () => apiFetch<{ sessions: AccountSession[] }>('/api/account/sessions');
export const revokeSession = (id: string) => apiFetch<void>(`/api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const demoSignIn = (email: string) => apiFetch<{ success: true }>('/api/demo/sign-in', { method: 'POST', body: { email } });

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}
export const listOutbox = () => apiFetch<{ transport: 'smtp' | 'outbox'; messages: OutboxMessage[] }>('/api/dev/outbox');
