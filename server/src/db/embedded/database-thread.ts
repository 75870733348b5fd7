import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { pgliteOptions } from '../pglite-options';
import { errorToSend, type ThreadMessage, type ThreadRequest, type ThreadStart } from './protocol';

/**
 * The thread that owns the embedded database (embedded-database.ts starts it). PGlite runs every statement
 * synchronously in WebAssembly; here that work no longer holds the thread that reads and answers HTTP.
 * Statements run in the order they arrive; PGlite itself keeps statements from outside an open transaction
 * waiting until it ends, as it did on the server's thread.
 */
function threadPort(): MessagePort {
  if (!parentPort) throw new Error('database-thread.ts runs only as a worker thread');
  return parentPort;
}
const port = threadPort();
const start = workerData as ThreadStart;

const post = (message: ThreadMessage) => port.postMessage(message);

/** A dump handed to PGlite as the same bytes (PGlite only reads it; see server/test/test-database.ts). */
class DumpBlob extends Blob {
  constructor(private readonly contents: ArrayBuffer) {
    super([]);
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.contents);
  }
}

async function open(): Promise<PGlite> {
  const { source } = start;
  const client =
    'dataDir' in source
      ? await PGlite.create(source.dataDir, pgliteOptions)
      : await PGlite.create({ ...pgliteOptions, loadDataDir: new DumpBlob(source.dump) });
  await migrate(drizzle(client), { migrationsFolder: start.migrationsFolder });
  return client;
}

/** An open transaction: its handle, and how the server's thread ends it (commit or rollback). */
interface OpenTransaction {
  tx: Transaction;
  end: (outcome: 'commit' | 'rollback') => Promise<void>;
}

/** Thrown into PGlite's transaction callback to make it roll back. */
class RollBack extends Error {}

function serve(client: PGlite) {
  const transactions = new Map<number, OpenTransaction>();
  const unlistens = new Map<string, () => Promise<void>>();
  let nextTransaction = 1;

  const runner = (tx: number | undefined) => {
    if (tx === undefined) return client;
    const open = transactions.get(tx);
    if (!open) throw new Error('The transaction has already ended.');
    return open.tx;
  };

  /** Begins a transaction and answers with its number once BEGIN ran; it ends when the server says so. */
  const begin = () =>
    new Promise<number>((answer, refuse) => {
      const number = nextTransaction++;
      let finish: (outcome: 'commit' | 'rollback') => void = () => undefined;
      const outcome = new Promise<'commit' | 'rollback'>((resolve) => (finish = resolve));
      const ended = client
        .transaction(async (tx) => {
          transactions.set(number, { tx, end });
          answer(number);
          if ((await outcome) === 'rollback') throw new RollBack();
        })
        .finally(() => transactions.delete(number));
      const end = async (wanted: 'commit' | 'rollback') => {
        finish(wanted);
        await ended.catch((error: unknown) => {
          if (!(error instanceof RollBack)) throw error;
        });
      };
      // BEGIN itself failed (the callback never ran): the request fails with it. Later failures are the
      // commit's to answer.
      ended.catch(refuse);
    });

  const handle = async (request: ThreadRequest): Promise<unknown> => {
    switch (request.op) {
      case 'query': {
        const { rows, fields, affectedRows } = await runner(request.tx).query(request.text, request.params, {
          rowMode: request.rowMode,
        });
        return { rows, fields, affectedRows };
      }
      case 'exec':
        return (await runner(request.tx).exec(request.text)).map(({ rows, fields, affectedRows }) => ({
          rows,
          fields,
          affectedRows,
        }));
      case 'begin':
        return begin();
      case 'commit':
      case 'rollback': {
        const open = transactions.get(request.tx);
        if (!open) throw new Error('The transaction has already ended.');
        await open.end(request.op);
        return null;
      }
      case 'listen':
        if (!unlistens.has(request.channel)) {
          const channel = request.channel;
          unlistens.set(
            channel,
            await client.listen(channel, (payload) => post({ type: 'notice', channel, payload })),
          );
        }
        return null;
      case 'unlisten':
        await unlistens.get(request.channel)?.();
        unlistens.delete(request.channel);
        return null;
      case 'close':
        await client.close();
        return null;
    }
  };

  port.on('message', (request: ThreadRequest) => {
    handle(request)
      .then((value) => post({ type: 'answer', id: request.id, value }))
      // A failed statement, or an answer that could not be copied to the server's thread: either way the
      // request is answered, never left waiting.
      .catch((error: unknown) => post({ type: 'error', id: request.id, error: errorToSend(error) }));
  });
}

open().then(
  (client) => {
    serve(client);
    post({ type: 'ready' });
  },
  (error: unknown) => post({ type: 'failed', error: errorToSend(error) }),
);
