// The avatar's size limit, apart from the schemas so the error catalogue (loaded by every page)
// reads it without zod.
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
