// The component tests whose files share one module graph per worker (vite.config.ts, decision
// 0464): what a page keeps in module state is reset after each file, so the next starts as a new
// page. (setup.ts resets what each test leaves: the DOM, storage, the language.)
import { afterAll } from 'vitest';
import { resetSessionStore } from '@client/lib/auth-client';

afterAll(() => resetSessionStore());
