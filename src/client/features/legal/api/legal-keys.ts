// Query keys of the legal documents in force and of one user's acceptance of them.
export const legalKeys = {
  documents: ['legal', 'documents'] as const,
  acceptance: (userId: string) => ['legal', 'acceptance', userId] as const,
};
