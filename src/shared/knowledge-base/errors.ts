// The knowledge base's error codes, without zod (the API's error table, errors/errors.ts).
/** At most this many documents attached to one article. */
export const KB_ATTACHMENTS_MAX = 30;

export const kbErrorMessages = {
  KB_ARTICLE_NOT_FOUND: 'A cikk nem található.',
  KB_REVISION_NOT_FOUND: 'A kért változat nem található.',
  KB_ATTACHMENT_DOCUMENT_NOT_FOUND: 'A csatolandó dokumentum nem található a dokumentumtárban.',
  KB_ATTACHMENT_EXISTS: 'Ez a dokumentum már csatolva van a cikkhez.',
  KB_ATTACHMENT_NOT_FOUND: 'Ez a dokumentum nincs csatolva a cikkhez.',
  KB_ATTACHMENTS_FULL: `Egy cikkhez legfeljebb ${KB_ATTACHMENTS_MAX} csatolmány tartozhat.`,
} as const;

/** The HTTP status each code is answered with (plugins/error-status.ts gathers these). */
export const kbErrorStatus = {
  KB_ARTICLE_NOT_FOUND: 404,
  KB_REVISION_NOT_FOUND: 404,
  KB_ATTACHMENT_DOCUMENT_NOT_FOUND: 404,
  KB_ATTACHMENT_EXISTS: 409,
  KB_ATTACHMENT_NOT_FOUND: 404,
  KB_ATTACHMENTS_FULL: 409,
} satisfies Record<keyof typeof kbErrorMessages, number>;

declare module '../errors/errors' {
  interface ModuleErrorMessages extends Record<keyof typeof kbErrorMessages, string> {}
}
