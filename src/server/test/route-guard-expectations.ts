// The route-guard harness's platform-level expectation (route-guard-harness.ts): the routes anyone
// may call. The guard every other route must carry is written in its module's part,
// modules/<x>/<x>.route-guards.ts (decision 0424), gathered by route-guard-parts.ts.

/** Routes anyone may call, with the reason. Everything else must carry a guard. */
export const publicRoutes: Record<string, string> = {
  'GET /api/health': 'load-balancer health check',
  'GET /api/auth/*': 'better-auth: session, sign-in and sign-out handle their own credentials',
  'POST /api/auth/*': 'better-auth: session, sign-in and sign-out handle their own credentials',
  'GET /api/docs/json': 'OpenAPI document',
  'GET /api/docs/yaml': 'OpenAPI document',
  'GET /api/docs/static/*': 'Swagger UI assets',
  'GET /api/docs/static/index.html': 'Swagger UI',
  'GET /api/docs/static/swagger-initializer.js': 'Swagger UI',
  'GET /api/docs': 'Swagger UI',
  'GET /api/docs/': 'Swagger UI',
  'GET /api/docs/v1/openapi.json': "the public API's OpenAPI 3.1 document",
  'GET /api/docs/v1': "the public API's Swagger UI",
  'GET /api/docs/v1/init.js': "the public API's Swagger UI",
  'POST /api/account/register': 'registration (anonymous by nature)',
  'POST /api/account/verify-email': 'e-mail verification by one-time token',
  'POST /api/account/resend-verification': 'resend verification (answers the same for every address)',
  'POST /api/account/forgot-password': 'password reset request (answers the same for every address)',
  'POST /api/account/reset-password/validate': 'reset token check',
  'POST /api/account/reset-password': 'password reset by one-time token',
  'GET /api/demo/accounts': 'DEMO_MODE only: the demo logins',
  'POST /api/demo/sign-in': 'DEMO_MODE only: one-click demo sign-in',
  'GET /api/dev/outbox': 'development/DEMO_MODE only, loopback clients only: the local mail outbox',
  'GET /api/legal/documents': 'versions in force and operator details of the public /terms and /privacy pages',
  'GET /api/calendar-feed/:token': 'personal iCal feed: calendar apps cannot sign in; the unguessable, revocable token is the credential (decision 0155)',
  'POST /api/colleague-invitations/validate': 'colleague invitation link check: the e-mailed token is the credential (decision 0330)',
  'POST /api/colleague-invitations/accept': 'colleague invitation accepted with a new account: the e-mailed token is the credential (decision 0330)',
};
