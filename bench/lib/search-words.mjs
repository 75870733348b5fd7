// Search words for benchmarks that miss the server's remembered answers, as users' own searches do: `terrace-0000`
// to `terrace-nnnn`, carried by the names of a grown library's assets and by tasks' titles and tags, so that each
// word finds a few of them and no two requests in a row ask the same.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inParallel } from './checked-reads.mjs';

/** Four digits, so that no word is the start of another ('terrace-0012' is not in 'terrace-00120'). */
export const searchWord = (n) => `terrace-${String(n).padStart(4, '0')}`;

/** A different word for each call, round and round: with more words than remembered answers, none is remembered. */
export function wordCycle(words) {
  let next = 0;
  return () => searchWord(next++ % words);
}

/**
 * The largest number of answers `file` remembers (its `maxEntries = n` or `new RememberedAnswers(n)`), read from
 * the source as http.mjs reads the page size: a benchmark that cycles through fewer words than that would measure
 * remembered answers, not searches.
 */
export function rememberedAnswersIn(root, file) {
  const source = readFileSync(path.join(root, file), 'utf8');
  const size = source.match(/(?:maxEntries\s*=|new RememberedAnswers\()\s*([\d_]+)/)?.[1];
  if (!size) throw new Error(`no maxEntries or new RememberedAnswers(n) in ${file}`);
  return Number(size.replaceAll('_', ''));
}

/**
 * Gives every asset of the hotel one of `words` at the end of its name (the database's triggers put it into the
 * search text), evenly: 5,000 assets and 1,000 words make five assets a word. Runs on the stopped server's
 * database after the library has grown (seeded-app.mjs).
 */
export async function nameAssetsWithWords(client, hotelId, words) {
  await client.query(
    `update assets a set name = a.name || ' terrace-' || lpad((r.n % $2::int)::text, 4, '0')
     from (select id, row_number() over (order by id) - 1 as n from assets where hotel_id = $1) r
     where a.id = r.id`,
    [hotelId, words],
  );
  await client.query('analyze assets');
}

/**
 * `tasks` active tasks through the API, each carrying four of `words` (one in its title, three as tags), spread
 * so that every word is carried by tasks * 4 / words of them (600 tasks and 1,200 words: two each).
 */
export async function seedWordTasks(call, hotelId, { tasks, words }) {
  const stride = words / 4;
  if (!Number.isInteger(stride) || tasks % stride !== 0)
    throw new Error('words must be a multiple of 4, and tasks a multiple of words / 4');
  await inParallel(
    Array.from({ length: tasks }, (_, index) => index),
    6,
    async (index) => {
      const [titleWord, ...tagWords] = [0, 1, 2, 3].map((k) => searchWord((index + k * stride) % words));
      await call('POST', `/api/hotels/${hotelId}/tasks`, {
        allowed: [201],
        json: {
          title: `Check the ${titleWord} list`,
          priority: ['low', 'medium', 'high'][index % 3],
          dueDate: new Date(Date.UTC(2026, 0, 1 + (index % 365))).toISOString().slice(0, 10),
          tags: tagWords,
        },
      });
    },
  );
  return (tasks * 4) / words;
}
