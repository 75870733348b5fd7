/**
 * The export's Content-Disposition: 'activity-log-<hotel>-<day>.csv', the hotel's name in plain ASCII letters
 * for every browser (filename) and whole in UTF-8 for those that read RFC 6266's filename*, so a chain's
 * exports of several hotels are told apart in the downloads folder.
 */
export function csvFileName(hotelName: string, now: Date): string {
  const day = now.toISOString().slice(0, 10);
  const ascii = slug(
    hotelName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ß/g, 'ss'),
    /[^a-z0-9]+/g,
  );
  const plain = `activity-log-${ascii || 'hotel'}-${day}.csv`;
  const whole = `activity-log-${slug(hotelName, /[^\p{L}\p{N}]+/gu) || 'hotel'}-${day}.csv`;
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(whole)}`;
}

/** The text in lower case, each run of what `others` matches as one dash; at most 60 characters. */
const slug = (text: string, others: RegExp) =>
  text
    .toLowerCase()
    .replace(others, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
