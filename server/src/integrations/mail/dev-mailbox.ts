import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { extractLinks, type MailMessage, type Mailer } from './mailer';

export interface StoredMail extends MailMessage {
  id: string;
  links: string[];
  sentAt: string;
}

/**
 * Keeps every message as a JSON file under $DATA_DIR/mail and prints its links to the log, so a fresh
 * install can confirm accounts and reset passwords without an SMTP server.
 */
export class DevMailbox implements Mailer {
  readonly kind = 'dev-mailbox';
  private readonly folder: string;
  private sent = 0;

  constructor(
    dataDir: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.folder = path.join(dataDir, 'mail');
    mkdirSync(this.folder, { recursive: true });
  }

  async send(message: MailMessage): Promise<void> {
    const sentAt = new Date();
    const stored: StoredMail = {
      ...message,
      id: randomUUID(),
      links: extractLinks(message.text),
      sentAt: sentAt.toISOString(),
    };
    // The timestamp and this process's count of sent mails keep the file names in sending order, also for two
    // mails of one millisecond (their ids alone ordered them by chance).
    const sequence = (this.sent++).toString().padStart(9, '0');
    const name = `${sentAt.getTime().toString().padStart(15, '0')}-${sequence}-${stored.id}.json`;
    // Written under another name first and then renamed (which is atomic): a list() at the same moment either
    // misses the message or reads it whole, never half of it (which answered the mailbox's readers with a 500).
    const partial = path.join(this.folder, `${name}.partial`);
    await writeFile(partial, JSON.stringify(stored, null, 2));
    await rename(partial, path.join(this.folder, name));
    this.log.info(
      { to: message.to, subject: message.subject, links: stored.links },
      'dev mailbox: message stored',
    );
  }

  /** Newest first. */
  async list(): Promise<StoredMail[]> {
    const names = (await readdir(this.folder))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .reverse();
    return Promise.all(
      names.map(
        async (name) => JSON.parse(await readFile(path.join(this.folder, name), 'utf8')) as StoredMail,
      ),
    );
  }
}
