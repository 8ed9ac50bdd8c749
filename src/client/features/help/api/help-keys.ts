// Query keys of the help centre: the article list (by search text), one article, the support contact.
const help = ['help'] as const;
export const helpKeys = {
  all: help,
  articles: (q: string) => [...help, 'articles', q] as const,
  article: (slug: string) => [...help, 'article', slug] as const,
  support: [...help, 'support'] as const,
};
