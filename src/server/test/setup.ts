// Server and shared unit tests: any console.error is a failure, not noise.
import { afterEach, vi } from 'vitest';
import { configureOutbound } from '../modules/ai-modules/gateway/http';

// The fake AI providers listen on this machine: approved as the platform's operator would approve
// an on-premises model server (decision 0308). Apps built by test-app.ts configure the same.
configureOutbound(['127.0.0.1', 'localhost', '::1']);

const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0) throw new Error(`console.error was called:\n${calls.map((c) => c.map(String).join(' ')).join('\n')}`);
});
