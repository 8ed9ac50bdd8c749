// Error codes of the invoices module; merged into the shared catalogue (shared/errors/errors.ts).
export const invoiceErrorMessages = {
  INVOICE_ISSUED_IMMUTABLE: 'A kiállított számla nem módosítható és nem törölhető; javítani módosító vagy érvénytelenítő számlával lehet.',
  INVOICE_NOT_DRAFT: 'Ez a művelet csak piszkozattal végezhető.',
  INVOICE_NOT_ISSUED: 'Ez a művelet csak kiállított számlával végezhető.',
  INVOICE_SELLER_SETTINGS_MISSING: 'Előbb add meg az iroda számlázási adatait (név, adószám, cím) a számlázási beállításokban.',
  INVOICE_CONTACT_NOT_FOUND: 'A kiválasztott vevő (névjegy) nem található.',
  INVOICE_CONTACT_REQUIRED: 'A számla kiállításához válassz vevőt.',
  INVOICE_MATTER_NOT_FOUND: 'A kiválasztott ügy nem található.',
  INVOICE_SERIES_NOT_FOUND: 'A kiválasztott számlatömb nem található.',
  INVOICE_SERIES_PREFIX_TAKEN: 'Ilyen előtagú számlatömb már van.',
  INVOICE_INVALID_FOR_NAV: 'A számla nem állítható ki: nem felel meg a NAV Online Számla szabályainak (a hibák tételesen a válaszban).',
  INVOICE_NOT_AN_ORIGINAL: 'Módosító vagy érvénytelenítő számla csak eredeti számlához készülhet; a javítás is az eredeti számlára hivatkozik.',
  INVOICE_ALREADY_CANCELLED: 'Ezt a számlát már érvénytelenítették.',
  INVOICE_MODIFICATION_EMPTY: 'A módosító számlán legalább egy különbözeti tételnek vagy fejadat-változásnak kell lennie.',
  INVOICE_CURRENCY_RATE: 'Forintszámla árfolyama 1; devizás számlához add meg a pozitív árfolyamot.',
} as const;
