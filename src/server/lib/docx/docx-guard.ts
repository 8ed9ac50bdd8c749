// Where the zip limits and the isolation worker meet the callers (issue 34 point 2, decisions
// 0302–0303): a DOCX is measured before any parser sees it, and a worker that ran out of time or
// memory becomes the refusal the user reads.
import { DomainError } from '../domain-error';
import { IsolatedTaskError } from '../isolate/isolated';
import { docxZipProblem } from './zip-limits';

/**
 * Refuses a zip bomb (413 DOCX_UNPACKED_TOO_LARGE). True when the bytes may go to a parser,
 * false when they are no zip this reader can follow (the caller treats them as not a DOCX).
 */
export function docxParseable(bytes: Buffer): boolean {
  const problem = docxZipProblem(bytes);
  if (problem === 'unreadable') return false;
  if (problem) throw new DomainError('DOCX_UNPACKED_TOO_LARGE');
  return true;
}

/** A worker's failure as the refusal the user reads (422, or 503 when every worker is taken); other errors as they are. */
export function isolationRefusal(error: unknown): unknown {
  if (error instanceof IsolatedTaskError) return Object.assign(new DomainError(error.reason === 'busy' ? 'FILE_PROCESSING_BUSY' : 'DOCX_PROCESSING_FAILED'), { cause: error });
  return error;
}

/** A refusal that may not recur: every worker was taken, or the machine was too slow this time. A job retries it later. */
export function isPassingRefusal(error: unknown): boolean {
  return error instanceof DomainError && error.cause instanceof IsolatedTaskError && (error.cause.reason === 'busy' || error.cause.reason === 'timeout');
}
