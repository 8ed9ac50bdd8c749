// Entry of the isolation worker thread (isolated.ts): runs one task per message and answers with
// its value or the error's name, message and the fields the caller rebuilds it from.
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { isolatedTasks, loadTaskModules, type IsolatedTaskName } from './tasks';

// On Linux the nice value belongs to the thread: this worker gives way to the event loop's
// thread when both want a core. (Elsewhere it would lower the whole process, so not there.)
if (process.platform === 'linux') {
  try {
    setPriority(0, 10);
  } catch {
    // Not allowed here: the worker runs at normal priority.
  }
}

interface TaskMessage {
  id: number;
  task: IsolatedTaskName;
  args: unknown[];
}

parentPort?.on('message', (message: TaskMessage) => {
  const run = isolatedTasks[message.task] as (...args: unknown[]) => Promise<unknown>;
  run(...message.args).then(
    (value) => parentPort!.postMessage({ id: message.id, ok: true, value }),
    (error: unknown) => {
      const e: Error & { kind?: unknown; problems?: unknown } = error instanceof Error ? error : new Error(String(error));
      parentPort!.postMessage({ id: message.id, ok: false, error: { name: e.constructor.name, message: e.message, kind: e.kind, problems: e.problems } });
    },
  );
});

// Loaded: the parent starts a task's clock only now (isolated.ts). A module that fails to load
// is reported by the task that needs it (its own import throws again).
void loadTaskModules()
  .catch(() => undefined)
  .then(() => parentPort?.postMessage({ ready: true }));
