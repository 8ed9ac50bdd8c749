// A stored file's bytes up to a limit, for the jobs that read a version's file (text extraction,
// OCR) and the routes that serve it.
import type { BlobStorage } from '../../storage';

/** A stored file's bytes, or null when it is larger than `limit`. */
export async function readBytes(storage: BlobStorage, key: string, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of await storage.get(key)) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
