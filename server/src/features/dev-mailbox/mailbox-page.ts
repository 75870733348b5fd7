import type { StoredMail } from '../../integrations/mail/dev-mailbox';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A plain page listing every stored message with its links, newest first. */
export function renderMailboxPage(messages: StoredMail[]): string {
  const items = messages
    .map(
      (message) => `<article>
  <h2>${escape(message.subject)}</h2>
  <p class="meta">To ${escape(message.to)} · ${escape(new Date(message.sentAt).toLocaleString('en-GB'))}</p>
  <pre>${escape(message.text)}</pre>
  ${message.links.map((link) => `<p><a href="${escape(link)}">${escape(link)}</a></p>`).join('')}
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · Hotel Content Studio</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1f2937}
article{border:1px solid #e5e7eb;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}
.meta{color:#4b5563;font-size:.9rem}a{color:#1d4ed8;word-break:break-all}</style></head>
<body><main><h1>Dev mailbox</h1>
<p>Messages the app sent while no SMTP server is configured (newest first). Readable from this machine only, never in production.</p>
${items || '<p>No messages yet.</p>'}
</main></body></html>`;
}
