import type { APIRequestContext } from '@playwright/test';

interface Mail {
  to: string;
  subject: string;
  links: string[];
  sentAt: string;
}

/** Waits for the newest message to `to` in the dev mailbox and returns its first link containing `marker`. */
export async function linkFromMailbox(
  request: APIRequestContext,
  to: string,
  marker: string,
): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const response = await request.get('/dev/mailbox/messages');
    const messages = (await response.json()) as Mail[];
    const link = messages
      .filter((message) => message.to === to)
      .flatMap((message) => message.links)
      .find((candidate) => candidate.includes(marker));
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${marker} link for ${to} in the dev mailbox`);
}
