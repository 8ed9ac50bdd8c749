// Server and shared unit tests: any console.error is a failure, not noise; on PostgreSQL so is a
// query issued on a pg client still running another (busy-client-guard.ts, decision 0509).
import { afterAll, afterEach, vi } from 'vitest';
import { configureOutbound } from '../modules/ai-modules/gateway/http';
import { installBusyClientGuard, takeBusyClientOverlaps } from './busy-client-guard';

// The fake AI providers listen on this machine: approved as the platform's operator would approve
// an on-premises model server (decision 0308). Apps built by test-app.ts configure the same.
configureOutbound(['127.0.0.1', 'localhost', '::1']);

const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0) throw new Error(`console.error was called:\n${calls.map((c) => c.map(String).join(' ')).join('\n')}`);
});

if (process.env.TEST_DATABASE_URL) {
  installBusyClientGuard();
  const failOnOverlaps = () => {
    const [first, ...more] = takeBusyClientOverlaps();
    if (first) throw Object.assign(first, { message: `${first.message}${more.length ? ` (and ${more.length} more)` : ''}` });
  };
  afterEach(failOnOverlaps);
  // Overlaps in a file's beforeAll/afterAll hooks.
  afterAll(failOnOverlaps);
}
