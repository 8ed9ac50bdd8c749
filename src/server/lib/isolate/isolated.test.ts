import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildDocx } from '../docx/simple-docx';
import { zipBombDocx } from '../../test/hostile-files';
import { extractText } from '../documents/document-text';
import { createHungarianPdf, pdfToBuffer } from '../pdf/hungarian-pdf';
import { defaultIsolationLimits, IsolatedTaskError, runIsolated, setIsolationLimits, stopIsolatedWorkers } from './isolated';

afterEach(() => setIsolationLimits(defaultIsolationLimits));
afterAll(() => stopIsolatedWorkers());

describe('isolated tasks (issue 34 point 2)', () => {
  it('runs a DOCX parse and a diff in a worker thread and returns their values', async () => {
    const text = await runIsolated('docxText', buildDocx(['Első bekezdés', 'Második bekezdés']));
    expect(text).toContain('Második bekezdés');
    const diff = await runIsolated('diffTexts', 'a felek között', 'a felek között létrejött');
    expect(diff).toMatchObject({ comparable: true, added: 1, removed: 0 });
  });

  it('stops a parse that outgrows its worker, while the event loop keeps answering', async () => {
    // A bomb the zip check would refuse, handed to the worker directly: only the worker's limits stand in the way.
    setIsolationLimits({ heapMb: 48, timeoutMs: 6_000 });
    const bomb = zipBombDocx(40 * 1024 * 1024);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const failure = await runIsolated('docxText', bomb).then(
      () => null,
      (error: unknown) => error,
    );
    delay.disable();
    expect(failure).toBeInstanceOf(IsolatedTaskError);
    expect(['memory', 'timeout']).toContain((failure as IsolatedTaskError).reason);
    expect(delay.max / 1e6).toBeLessThan(500);
    // The next task gets a fresh worker.
    expect(await runIsolated('diffTexts', 'a', 'a')).toMatchObject({ comparable: true, added: 0 });
  });

  it("does not count a fresh worker's start-up against the task's time", async () => {
    // From the sources a worker compiles its parsers first (180 ms on an idle machine, seconds on a
    // loaded one); a short task on a fresh worker must still finish within a limit below that
    // start-up. The limit is low enough that even an idle machine's start-up passes it (250 ms did
    // not: the precondition below failed on a fast run), and a warm diff of two words stays far
    // under it.
    await stopIsolatedWorkers();
    const limitMs = 60;
    setIsolationLimits({ timeoutMs: limitMs });
    const started = performance.now();
    expect(await runIsolated('diffTexts', 'egy kettő', 'egy három')).toMatchObject({ comparable: true });
    // The precondition that makes the test mean something: the start-up took longer than the limit.
    expect(performance.now() - started).toBeGreaterThan(limitMs);
  });

  it('ends a task that runs past its time', async () => {
    // A parse that takes far longer than its limit on any machine: a warm worker reads a one-paragraph
    // DOCX in under a millisecond, so a tiny file could beat even a 1 ms limit (it did, in a pre-check).
    const long = buildDocx(Array.from({ length: 20_000 }, (_, i) => `Lassú bekezdés ${i + 1}: a felek megállapodnak a megbízás részleteiben.`));
    setIsolationLimits({ timeoutMs: 5 });
    await expect(runIsolated('docxText', long)).rejects.toMatchObject({ reason: 'timeout' });
  });

  it("reads a PDF's text layer in a worker (decision 0441); a full queue is the caller's to retry, not a file without text", async () => {
    const doc = createHungarianPdf({ title: 'Teszt' });
    doc.text('Megbízási szerződés – őrző-védő űrlap');
    const pdf = await pdfToBuffer(doc);
    expect(await runIsolated('pdfText', pdf)).toContain('Megbízási szerződés');
    expect(await extractText(pdf, 'application/pdf')).toContain('őrző-védő űrlap');
    // No worker to wait for and no room in the queue: extractText says so instead of answering "no text".
    setIsolationLimits({ workers: 1, queue: 1 });
    const running = [runIsolated('diffTexts', 'a', 'b'), runIsolated('diffTexts', 'b', 'c'), runIsolated('diffTexts', 'c', 'd')];
    await expect(extractText(pdf, 'application/pdf')).rejects.toMatchObject({ reason: 'busy' });
    await Promise.allSettled(running);
    // A hang guard, not a time target: a fresh worker compiles pdf.js first, which took over 30 s
    // once while two other suites ran on the same two cores.
  }, 90_000);
});
