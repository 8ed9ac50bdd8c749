// The OCR queue (issue 15 point 5, decision 0238): durable in `document_versions` itself, swept
// like the NAV outbox (0165) because pg-boss's supervisor cannot run on PGlite. A sweep claims the
// oldest due version with FOR UPDATE SKIP LOCKED and leases it (ocr_due_at = now + lease) in one
// short transaction; then it renders and reads the pages one by one, writing the progress and the
// page's text after every page. An instance that dies mid-scan leaves the row to be claimed again
// when the lease ends, and the next worker goes on from the first page not stored (decision 0246);
// a failure is retried the same way with backoff and, after MAX_ATTEMPTS, shown as failed. The text goes into
// extracted_text, which the full-text search indexes (search-vectors.ts).
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { MAX_EXTRACTED_CHARS } from '../../lib/documents/document-text';
import type { Database } from '../../db/client';
import { documentVersions } from '../../db/schema';
import { recognizePage } from '../../lib/ocr/ocr-engine';
import { pageSource } from '../../lib/ocr/page-images';
import type { BlobStorage } from '../../storage';
import { readVersionBytes } from './documents.service';

const MINUTE = 60_000;
/** Longer than a long scan takes; progress writes extend it. */
const LEASE_MS = 10 * MINUTE;
const MAX_ATTEMPTS = 3;
/** Files larger than this are not OCR'd (a 200-page scan at 300 dpi is far smaller). */
const MAX_OCR_BYTES = 100 * 1024 * 1024;

export interface OcrSweepOptions {
  now?: () => Date;
  /** Recognises one page image (the Tesseract engine; a test may count calls). */
  recognize?: (image: Buffer) => Promise<string>;
}

export interface OcrSweepResult {
  versionId: string | null;
  status: 'done' | 'failed' | 'retry' | null;
}

async function claim(db: Database, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: documentVersions.id, storageKey: documentVersions.storageKey, mime: documentVersions.mime, attempts: documentVersions.ocrAttempts, pageTexts: documentVersions.ocrPageTexts })
      .from(documentVersions)
      .where(and(inArray(documentVersions.ocrStatus, ['queued', 'running']), lte(documentVersions.ocrDueAt, now)))
      .orderBy(asc(documentVersions.ocrDueAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return null;
    const pageTexts = row.pageTexts ?? [];
    await tx
      .update(documentVersions)
      .set({ ocrStatus: 'running', ocrAttempts: row.attempts + 1, ocrDueAt: new Date(now.getTime() + LEASE_MS), ocrPagesDone: pageTexts.length, ocrError: null })
      .where(eq(documentVersions.id, row.id));
    return { ...row, pageTexts, attempts: row.attempts + 1 };
  });
}

/** Reads one queued version; returns what became of it (null when nothing was due). */
export async function sweepOcr(db: Database, storage: BlobStorage, options: OcrSweepOptions = {}): Promise<OcrSweepResult> {
  const now = options.now ?? (() => new Date());
  const recognize = options.recognize ?? recognizePage;
  const row = await claim(db, now());
  if (!row) return { versionId: null, status: null };
  const stillOurs = and(eq(documentVersions.id, row.id), eq(documentVersions.ocrStatus, 'running'), eq(documentVersions.ocrAttempts, row.attempts));
  try {
    const bytes = await readVersionBytes(storage, row.storageKey, MAX_OCR_BYTES);
    if (!bytes) throw new Error('a fájl túl nagy a szövegfelismeréshez');
    const pages = await pageSource(bytes, row.mime);
    // The pages an earlier worker stored are not read again (the file is the same: content-addressed).
    const texts = row.pageTexts.slice(0, pages.pageCount);
    try {
      await db.update(documentVersions).set({ ocrPagesTotal: pages.pageCount }).where(stillOurs);
      for (let n = texts.length + 1; n <= pages.pageCount; n++) {
        const text = await recognize(await pages.page(n));
        texts.push(text);
        await db
          .update(documentVersions)
          .set({ ocrPagesDone: n, ocrPageTexts: sql`coalesce(${documentVersions.ocrPageTexts}, '[]'::jsonb) || jsonb_build_array(${text}::text)`, ocrDueAt: new Date(now().getTime() + LEASE_MS) })
          .where(stillOurs);
      }
    } finally {
      await pages.close();
    }
    const text = texts
      .join('\n\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
      .slice(0, MAX_EXTRACTED_CHARS);
    await db
      .update(documentVersions)
      .set({ ocrStatus: 'done', ocrDueAt: null, extractedText: text || null, ocrPageTexts: null })
      .where(stillOurs);
    return { versionId: row.id, status: 'done' };
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const last = row.attempts >= MAX_ATTEMPTS;
    await db
      .update(documentVersions)
      .set(last ? { ocrStatus: 'failed', ocrDueAt: null, ocrError: message } : { ocrStatus: 'queued', ocrDueAt: new Date(now().getTime() + row.attempts * MINUTE), ocrError: message })
      .where(stillOurs);
    return { versionId: row.id, status: last ? 'failed' : 'retry' };
  }
}

/** Sweeps until nothing is due (tests and the timer's tick). */
export async function drainOcr(db: Database, storage: BlobStorage, options: OcrSweepOptions = {}): Promise<number> {
  let n = 0;
  while ((await sweepOcr(db, storage, options)).versionId) n++;
  return n;
}
