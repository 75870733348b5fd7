import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { DevMailbox } from './dev-mailbox';

const quietLog = { info() {} } as unknown as FastifyBaseLogger;
let folder: string | undefined;
afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
  folder = undefined;
});

describe('DevMailbox', () => {
  it('lists only whole messages while others are being written', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'dev-mailbox-'));
    const mailbox = new DevMailbox(folder, quietLog);
    // Large enough that a file is written in several steps, which a reader at the same time could see half of.
    const html = `<p>${'Willkommen im Hotel Seeblick. '.repeat(40_000)}</p>`;
    const sending = Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        mailbox.send({
          to: `guest-${index}@example.com`,
          subject: 'Confirm',
          text: `https://app.example/confirm?n=${index}`,
          html,
        }),
      ),
    );
    const seen: number[] = [];
    let done = false;
    void sending.finally(() => (done = true));
    while (!done) {
      const messages = await mailbox.list();
      for (const message of messages) expect(message.html).toBe(html);
      seen.push(messages.length);
    }
    await sending;
    const all = await mailbox.list();
    expect(all).toHaveLength(20);
    expect(new Set(all.map((message) => message.to)).size).toBe(20);
    expect(seen.length).toBeGreaterThan(0);
  });
});
