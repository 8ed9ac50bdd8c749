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
