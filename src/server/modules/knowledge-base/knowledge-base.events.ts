// The knowledge base's domain events (issue 33.2, decision 0291). Attachments are audited only.
import type { KbArticle } from '@shared/knowledge-base/knowledge-base';

export interface KnowledgeArticleSavedV1 {
  title: string;
  category: KbArticle['category'];
  visibility: KbArticle['visibility'];
  /** The revision the change made (1 when created). */
  version: number;
}

export interface KnowledgeArticleDeletedV1 {
  title: string;
  version: number;
}

declare module '../../events/domain-events' {
  interface DomainEventPayloads {
    'knowledge.article.created': KnowledgeArticleSavedV1;
    'knowledge.article.updated': KnowledgeArticleSavedV1;
    'knowledge.article.deleted': KnowledgeArticleDeletedV1;
  }
}
