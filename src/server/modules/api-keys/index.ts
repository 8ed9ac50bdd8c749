// The face of the api-keys module: what the rest of the server may use (issue 33 point 4). The
// request context authenticates a bearer key and limits its rate; the public API's routes outside
// this folder (public-api/) page, replay idempotent writes and check the resource's module.
export { apiKeyRequired, apiKeyScopeMissing, authenticateApiKey, bearerApiKey, PUBLIC_API_PREFIX } from './api-key-auth';
export { createKeyRateLimiter, type KeyRateLimiter } from './key-rate-limit';
export { idempotentScope } from './idempotency';
export { offsetPage, page, PUBLIC_API_PAGE_MAX, pageQuery, requireModule } from './public-api.service';
