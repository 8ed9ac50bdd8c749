// Error codes of e-mail to case (issue 36.1); merged into the shared catalogue.
export const inboundMailErrorMessages = {
  INBOUND_IMAP_HOST_FORBIDDEN: 'Ehhez az IMAP-kiszolgálóhoz nem lehet kapcsolódni: helyi vagy belső hálózati cím (a platform üzemeltetője engedélyezheti).',
  INBOUND_IMAP_PASSWORD_REQUIRED: 'Az IMAP-postafiókhoz add meg a jelszót.',
  INBOUND_CONFIGURER_GONE: 'A beállítást végző kolléga már nem tagja az irodának, vagy nincs joga ügyet kezelni; egy irodavezető mentse újra a beállításokat.',
} as const;

/** The HTTP status each code is answered with (plugins/error-status.ts gathers these). */
export const inboundMailErrorStatus = {
  INBOUND_IMAP_HOST_FORBIDDEN: 400,
  INBOUND_IMAP_PASSWORD_REQUIRED: 400,
  INBOUND_CONFIGURER_GONE: 409,
} satisfies Record<keyof typeof inboundMailErrorMessages, number>;

declare module '../errors/errors' {
  interface ModuleErrorMessages extends Record<keyof typeof inboundMailErrorMessages, string> {}
}
