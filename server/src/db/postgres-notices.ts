import type { ClientBase, Notification, Pool } from 'pg';
import type { NoticeListener } from './notices';

/**
 * The channels the app's triggers announce changes on (migrations 0004, 0011 and 0029), and which every pooled
 * PostgreSQL connection listens on from the moment it connects.
 */
export const noticeChannels = ['hotel_changed', 'notification_changed', 'api_key_changed'] as const;
export type NoticeChannel = (typeof noticeChannels)[number];

/**
 * NOTIFY on PostgreSQL, heard on every connection of the pool (decision 032). PostgreSQL hands a session its own
 * notices at commit, before the answer of the statement that committed, so a change this process makes is
 * heard before the code that made it continues, as on the embedded database; another process's change is heard
 * as soon as PostgreSQL signals any listening connection, a moment after its commit. Each connection listens
 * before the pool hands it out. While no connection listens (the pool emptied after idling, the server
 * restarted), a notice can go unheard: the listeners are told so, keep nothing meanwhile, and forget all they
 * kept once a connection listens again.
 *
 * Every listening connection receives every notice, so each is heard once: a change this process made on the
 * connection that made it (PostgreSQL names the notifying connection), another process's on the oldest
 * listening connection. Copies arriving later on the other connections would each forget again what was just
 * read again. When that oldest connection ends, another process's notice may have reached only it: the
 * listeners forget everything, as after a gap.
 */
export class PoolNotices {
  private readonly listeners = new Map<string, NoticeListener[]>();
  private readonly listening = new Set<ClientBase>();
  /** Connections that ended, whose LISTEN may still be answered (or fail) afterwards. */
  private readonly ended = new WeakSet<ClientBase>();

  /**
   * The pool's onConnect: a new connection listens before the pool hands it out, and is watched until it ends.
   * Its failure fails the connection, as any failure to connect.
   */
  readonly connected = async (client: ClientBase) => {
    client.on('notification', (message: Notification) => this.received(client, message));
    client.on('end', () => this.stopped(client));
    client.on('error', () => this.stopped(client));
    await client.query(noticeChannels.map((channel) => `LISTEN ${channel}`).join('; '));
    this.started(client);
  };

  /** Watches the pool for connections it drops (after idling, or broken). */
  watch(pool: Pool) {
    pool.on('remove', (client) => this.stopped(client));
  }

  /** Adds a listener for one of noticeChannels; it is told at once when no connection listens yet. */
  listen(channel: NoticeChannel, listener: NoticeListener) {
    this.listeners.set(channel, [...(this.listeners.get(channel) ?? []), listener]);
    if (this.listening.size === 0) listener.unheard?.();
  }

  private received(client: ClientBase, message: Notification) {
    const fromThisProcess = [...this.listening].some((own) => backendOf(own) === message.processId);
    const hearer = fromThisProcess
      ? backendOf(client) === message.processId
      : client === this.listening.values().next().value;
    if (!hearer) return;
    for (const listener of this.listeners.get(message.channel) ?? []) listener.notice(message.payload ?? '');
  }

  private started(client: ClientBase) {
    if (this.ended.has(client)) return;
    this.listening.add(client);
    if (this.listening.size === 1) this.everyListener((listener) => listener.heard?.());
  }

  private stopped(client: ClientBase) {
    this.ended.add(client);
    const wasOldest = client === this.listening.values().next().value;
    if (!this.listening.delete(client)) return;
    if (this.listening.size === 0) this.everyListener((listener) => listener.unheard?.());
    else if (wasOldest) this.everyListener((listener) => listener.heard?.());
  }

  private everyListener(tell: (listener: NoticeListener) => void) {
    for (const listeners of this.listeners.values()) listeners.forEach(tell);
  }
}

/** The PostgreSQL backend of a connection (node-postgres keeps it, though its types do not list it). */
const backendOf = (client: ClientBase) => (client as ClientBase & { processID?: number }).processID;
