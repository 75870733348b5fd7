import type { StoredMail } from '../../integrations/mail/dev-mailbox';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * What the HTML part's frame may do: open its links in a new tab that is an ordinary page (the confirmation
 * link has to work there). No allow-scripts and no allow-same-origin: a mail is someone else's markup (a
 * contact form's message, a hotel's name), so it never runs script, and never in the app's origin.
 */
export const mailFrameSandbox = 'allow-popups allow-popups-to-escape-sandbox';

/** Every link of the mail opens in a new tab, not inside the small frame. */
function withLinksInNewTab(html: string): string {
  const base = '<base target="_blank">';
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}${base}`) : base + html;
}

/** The mail as its reader sees it (the HTML part, framed), with the plain-text part behind a toggle. */
function renderMessage(message: StoredMail): string {
  const html = message.html
    ? `<iframe title="${escape(`HTML part: ${message.subject}`)}" loading="lazy" sandbox="${mailFrameSandbox}" srcdoc="${escape(withLinksInNewTab(message.html))}"></iframe>
  <details><summary>Plain-text part</summary><pre>${escape(message.text)}</pre></details>`
    : `<pre>${escape(message.text)}</pre>`;
  return `<article>
  <h2>${escape(message.subject)}</h2>
  <p class="meta">To ${escape(message.to)} · ${escape(new Date(message.sentAt).toLocaleString('en-GB'))}</p>
  ${html}
  ${message.links.map((link) => `<p><a href="${escape(link)}">${escape(link)}</a></p>`).join('')}
</article>`;
}

/** A plain page listing every stored message with its links, newest first. */
export function renderMailboxPage(messages: StoredMail[]): string {
  const items = messages.map(renderMessage).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · Hotel Content Studio</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1f2937}
article{border:1px solid #e5e7eb;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}
iframe{display:block;width:100%;height:28rem;border:1px solid #e5e7eb;border-radius:6px}
summary{cursor:pointer;margin:.75rem 0;color:#1d4ed8}
.meta{color:#4b5563;font-size:.9rem}a{color:#1d4ed8;word-break:break-all}</style></head>
<body><main><h1>Dev mailbox</h1>
<p>Messages the app sent while no SMTP server is configured (newest first). Readable from this machine only, never in production.</p>
${items || '<p>No messages yet.</p>'}
</main></body></html>`;
}
