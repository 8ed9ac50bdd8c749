// Explicit list of every table; drizzle-kit and the app read this file.
export * from './auth';
export * from './tenants';
export * from './contacts';
export * from './audit';
export * from './auth-tokens';
export * from './mail-outbox';
export * from './user-profiles';
export * from './legal-acceptances';
export * from './notifications';
export * from './user-settings';
export * from './billing';
export * from './usage';
export * from './credits';
export * from './join-requests';
export * from './modules';
export * from './matters';
export * from './module-factory';
