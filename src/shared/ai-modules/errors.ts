// API error codes of the AI gateway and Themis (issue 19). Budget and provider errors carry the
// spec's own text (section 8) as the message; these Hungarian texts are the defaults.
export const aiApiErrorMessages = {
  DAILY_BUDGET_EXCEEDED: 'Elérted a napi AI-költségkeretet.',
  MONTHLY_BUDGET_EXCEEDED: 'Elérted a havi AI-költségkeretet.',
  NO_AVAILABLE_PROVIDERS: 'Jelenleg egyik AI-szolgáltató sem érhető el.',
  AI_PROVIDER_ERROR: 'Az AI-szolgáltató hibát jelzett. Kérlek, próbáld újra később.',
  AI_REQUEST_INVALID: 'Az AI-kérés nem felel meg a szabályoknak.',
  AI_KEY_INVALID: 'Az API-kulcs formátuma hibás.',
  AI_BASE_URL_FORBIDDEN: 'Ez a cím belső hálózatra, a szerver saját gépére vagy felhőmetaadat-szolgáltatásra mutat, ezért nem adható meg. Nyilvános címet adj meg, vagy kérd a platform üzemeltetőjének jóváhagyását.',
  AI_KEY_SECRET_MISSING: 'A szerveren nincs beállítva titkosító kulcs az API-kulcsokhoz.',
  AI_ALERT_STATE_CONFLICT: 'A riasztás már ebben vagy egy későbbi állapotban van.',
  AI_ALERT_RULE_BUILTIN: 'Az alapértelmezett szabály nem törölhető, csak kikapcsolható.',
  AI_ALERT_RULE_INVALID: 'A szabály beállításai nem érvényesek.',
  EMBEDDING_NOT_CONFIGURED: 'Nincs beállított beágyazási modell: adj meg egyet egy OpenAI-, Azure- vagy helyi kulcsnál.',
  VAULT_DOCUMENT_NOT_FOUND: 'A dokumentum nem található, vagy nincs hozzáférésed.',
  VAULT_MATTER_NOT_FOUND: 'Az ügy nem található, vagy nincs hozzáférésed.',
} as const;

/** The HTTP status each code is answered with (plugins/error-status.ts gathers these). */
export const aiApiErrorStatus = {
  DAILY_BUDGET_EXCEEDED: 402,
  MONTHLY_BUDGET_EXCEEDED: 402,
  NO_AVAILABLE_PROVIDERS: 503,
  AI_PROVIDER_ERROR: 502,
  AI_REQUEST_INVALID: 400,
  AI_KEY_INVALID: 400,
  AI_BASE_URL_FORBIDDEN: 400,
  AI_KEY_SECRET_MISSING: 503,
  AI_ALERT_STATE_CONFLICT: 409,
  AI_ALERT_RULE_BUILTIN: 409,
  AI_ALERT_RULE_INVALID: 400,
  EMBEDDING_NOT_CONFIGURED: 409,
  VAULT_DOCUMENT_NOT_FOUND: 404,
  VAULT_MATTER_NOT_FOUND: 404,
} satisfies Record<keyof typeof aiApiErrorMessages, number>;

declare module '../errors/errors' {
  interface ModuleErrorMessages extends Record<keyof typeof aiApiErrorMessages, string> {}
}
