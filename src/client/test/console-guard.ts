// Any console.error during a test fails it (epic-stack habit). A test that expects React to report
// an error (error boundaries, router error elements) calls allowConsoleError() first.
import { vi } from 'vitest';
import type { MockInstance } from 'vitest';

let allowed = false;
let spy: MockInstance<typeof console.error> | undefined;

export function allowConsoleError(): void {
  allowed = true;
  spy?.mockImplementation(() => {});
}

export function startConsoleGuard(): void {
  allowed = false;
  spy = vi.spyOn(console, 'error');
}

export function stopConsoleGuard(): void {
  const calls = spy?.mock.calls ?? [];
  spy?.mockRestore();
  spy = undefined;
  if (!allowed && calls.length > 0) {
    const first = calls[0]?.map((part) => (part instanceof Error ? part.stack : String(part))).join(' ');
    throw new Error(`console.error was called ${calls.length} time(s) during the test. First call: ${first}`);
  }
}
