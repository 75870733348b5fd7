/**
 * The HTML part of every mail: one centred card on a light background with the product's name, written the
 * way mail programs read it (tables and inline styles; no stylesheet, no scripts, no images), and a button
 * that is a plain link underneath, so it works where styles are stripped.
 */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const font = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const brand = '#1d4ed8';

/** A paragraph of the message; its line breaks stay. */
export const mailParagraph = (text: string) =>
  `<p style="margin:0 0 16px;${font};font-size:15px;line-height:1.6;color:#0f172a">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

/** The call to action as a button, followed by the link written out for mail programs that hide buttons. */
export function mailButton(label: string, url: string, fallback: string): string {
  const href = escapeHtml(url);
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px"><tr>
<td style="border-radius:6px;background:${brand}"><a href="${href}" target="_blank" style="display:inline-block;padding:12px 24px;${font};font-size:15px;font-weight:600;line-height:1.2;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a></td>
</tr></table>
<p style="margin:0 0 16px;${font};font-size:13px;line-height:1.5;color:#475569">${escapeHtml(fallback)}<br><a href="${href}" style="color:${brand};word-break:break-all">${href}</a></p>`;
}

/** The whole document around the message's parts. */
export function mailDocument(subject: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f1f5f9"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px">
<tr><td style="padding:24px 32px 8px;${font};font-size:16px;font-weight:700;color:${brand}">Hotel Content Studio</td></tr>
<tr><td style="padding:8px 32px 16px">
${body}
</td></tr>
</table>
</td></tr></table>
</body></html>`;
}
