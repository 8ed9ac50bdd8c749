// A document worker's failure as the refusal the user reads, and which of them a job may retry.
import { describe, expect, it } from 'vitest';
import { DomainError } from '../domain-error';
import { IsolatedTaskError } from '../isolate/isolated';
import { isolationRefusal, isPassingRefusal } from './docx-guard';

describe('isolation refusals', () => {
  it('reads busy as FILE_PROCESSING_BUSY and the rest as DOCX_PROCESSING_FAILED; busy and timeout may pass, memory and a crash do not', () => {
    const of = (reason: 'busy' | 'timeout' | 'memory' | 'crashed') => isolationRefusal(new IsolatedTaskError(reason)) as DomainError;
    expect(of('busy').code).toBe('FILE_PROCESSING_BUSY');
    expect(of('timeout').code).toBe('DOCX_PROCESSING_FAILED');
    expect([of('busy'), of('timeout'), of('memory'), of('crashed')].map(isPassingRefusal)).toEqual([true, true, false, false]);
    // The same codes raised by a service itself (a real refusal) are no passing trouble.
    expect(isPassingRefusal(new DomainError('DOCX_PROCESSING_FAILED'))).toBe(false);
    const other = new Error('x');
    expect(isolationRefusal(other)).toBe(other);
  });
});
