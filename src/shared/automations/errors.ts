// Error codes of automations (issue 36.1); merged into the shared catalogue.
export const automationErrorMessages = {
  AUTOMATION_NOT_FOUND: 'Az automatizálási szabály nem található.',
  AUTOMATION_ACTION_NOT_ALLOWED: 'Olyan műveletet nem adhatsz egy szabálynak, amelyre te magad sem vagy jogosult.',
  AUTOMATION_EVENT_NOT_FOUND: 'A kiválasztott esemény nem található, vagy nem ennek a szabálynak az eseménye.',
  AUTOMATION_NO_MATTER: 'Az eseményhez nem tartozik ügy, és a műveletnél sincs ügy megadva.',
  AUTOMATION_AUTHOR_GONE: 'A szabály létrehozója már nem tagja az irodának; a szabály nem futhat a nevében.',
  AUTOMATION_WEBHOOK_UNAVAILABLE: 'A kiválasztott webhook-végpont nem létezik, ki van kapcsolva, vagy az Integrációk modul nincs telepítve.',
  AUTOMATION_NO_RECIPIENT_EMAIL: 'Az ügy ügyfelének nincs e-mail-címe, így a levél nem küldhető el.',
  AUTOMATION_CONTACT_INVALID: 'A szabály által kitöltött névjegyadatok hibásak.',
} as const;
