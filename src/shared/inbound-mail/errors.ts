// Error codes of e-mail to case (issue 36.1); merged into the shared catalogue.
export const inboundMailErrorMessages = {
  INBOUND_IMAP_HOST_FORBIDDEN: 'Ehhez az IMAP-kiszolgálóhoz nem lehet kapcsolódni: helyi vagy belső hálózati cím (a platform üzemeltetője engedélyezheti).',
  INBOUND_IMAP_PASSWORD_REQUIRED: 'Az IMAP-postafiókhoz add meg a jelszót.',
  INBOUND_CONFIGURER_GONE: 'A beállítást végző kolléga már nem tagja az irodának, vagy nincs joga ügyet kezelni; egy irodavezető mentse újra a beállításokat.',
} as const;
