// Shared by every upload route (documents, DOCX templates).
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

/**
 * The upload routes have a body limit sized for files: a body that is not multipart is refused
 * before it is read when it is over the app's JSON limit (413), so the large upload limit never
 * lets a huge JSON body through to a parser. Other non-multipart bodies get 415 where the files are read.
 */
export function multipartOnly(jsonBodyLimit: number) {
  return async (request: FastifyRequest) => {
    if (/^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '')) return;
    if (Number(request.headers['content-length'] ?? 0) > jsonBodyLimit) throw new HttpError(413, 'PAYLOAD_TOO_LARGE');
  };
}
