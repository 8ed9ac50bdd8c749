// Entry of the embedded database's thread (pglite-thread.ts): opens PGlite here, off the event
// loop's thread, and answers the main thread's messages – queries, the steps of a transaction, the
// one-call request transaction, LISTEN – with their rows or the database's error.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pgliteOptions, type PgliteOpenOptions } from './pglite-options';
import { DRIZZLE_RAW_PARSERS, drizzleTypesOnInstance } from './pglite-raw-types';
import { readInPgliteRequest } from './pglite-request';
import type { ThreadRequest, ThreadReply } from './pglite-thread-protocol';
import { serializeError } from './pglite-thread-protocol';

const port = parentPort!;
const options = workerData as PgliteOpenOptions;

const client = drizzleTypesOnInstance(
  await PGlite.create({
    ...pgliteOptions(options),
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  }),
);

interface OpenTransaction {
  tx: Transaction;
  /** Ends the transaction's callback: commit (true) or roll back (false). */
  finish(commit: boolean): void;
  /** The message that asked for the end, answered once COMMIT or ROLLBACK has run. */
  endId?: number;
}
const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;
const listeners = new Map<number, () => Promise<void>>();
let nextListener = 1;

function reply(message: ThreadReply) {
  port.postMessage(message);
}
const answer = (id: number) => (value: unknown) => reply({ id, ok: true, value });
const fail = (id: number) => (error: unknown) => reply({ id, ok: false, error: serializeError(error) });

/** The client, or the open transaction the message belongs to. */
function target(tx: number | undefined): Pick<Transaction, 'query' | 'exec'> {
  if (tx === undefined) return client;
  const open = transactions.get(tx);
  if (!open) throw new Error(`no open transaction ${tx}`);
  return open.tx;
}

function begin(id: number) {
  const txId = nextTransaction++;
  let begun = false;
  client
    .transaction(async (tx) => {
      const commit = await new Promise<boolean>((finish) => {
        transactions.set(txId, { tx, finish });
        begun = true;
        reply({ id, ok: true, value: txId });
      });
      if (!commit) await tx.rollback();
    })
    .then(
      () => {
        const endId = transactions.get(txId)?.endId;
        transactions.delete(txId);
        if (endId !== undefined) reply({ id: endId, ok: true, value: null });
      },
      (error: unknown) => {
        const endId = transactions.get(txId)?.endId;
        transactions.delete(txId);
        if (!begun) fail(id)(error);
        else if (endId !== undefined) fail(endId)(error);
      },
    );
}

port.on('message', (message: ThreadRequest) => {
  const { id } = message;
  try {
    switch (message.op) {
      case 'query':
        target(message.tx)
          .query(message.text, message.params, { ...(message.rowMode ? { rowMode: message.rowMode } : {}), ...(message.drizzle ? { parsers: DRIZZLE_RAW_PARSERS } : {}) })
          .then(answer(id), fail(id));
        return;
      case 'exec':
        target(message.tx).exec(message.text).then(answer(id), fail(id));
        return;
      case 'begin':
        begin(id);
        return;
      case 'end': {
        const open = transactions.get(message.tx);
        if (!open) throw new Error(`no open transaction ${message.tx}`);
        open.endId = id;
        open.finish(message.commit);
        return;
      }
      case 'request':
        readInPgliteRequest(client, message.tenantId, message.userId, message.statements).then(answer(id), fail(id));
        return;
      case 'listen': {
        const listener = nextListener++;
        client
          .listen(message.channel, (payload) => reply({ notification: listener, payload }))
          .then((unlisten) => {
            listeners.set(listener, unlisten);
            answer(id)(listener);
          }, fail(id));
        return;
      }
      case 'unlisten': {
        const unlisten = listeners.get(message.listener);
        listeners.delete(message.listener);
        (unlisten ? unlisten() : Promise.resolve()).then(answer(id), fail(id));
        return;
      }
      case 'close':
        client.close().then(answer(id), fail(id));
        return;
    }
  } catch (error) {
    fail(id)(error);
  }
});

reply({ ready: true });
