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

/** SQL for the word of the `n`th row (a SQL expression, from 0) of `words`. */
const wordSql = (n, words) => `'terrace-' || lpad(((${n}) % ${Number(words)})::text, 4, '0')`;

/**
 * Words in the names of a grown library (seeded-app.mjs), evenly: 5,000 assets and 1,000 words make five assets
 * a word (the database's triggers put names into the search text). The copies are named with their word as
 * they are made (`copyName`); the uploaded originals, which come first, get theirs afterwards
 * (`afterGrowing`): renaming every row would leave a dead version of each behind, in the table the searches
 * and counts read, until a vacuum. On PostgreSQL the rows are vacuumed at once, as autovacuum does within a
 * minute of the growth (during the first runs it did so in the middle of the measurements, which sped the
 * searches up from one row to the next); the embedded database's table upkeep (decision 029) does the same a
 * minute after the start.
 */
export function namesWithWords(words, originals, { postgres }) {
  return {
    copyName: `a.name || ' ' || g || ' ' || ${wordSql(`row_number() over (order by g, a.id) - 1 + ${Number(originals)}`, words)}`,
    afterGrowing: async (client, hotelId) => {
      await client.query(
        `update assets a set name = a.name || ' ' || ${wordSql('r.n', words)}
         from (select id, row_number() over (order by id) - 1 as n from assets
               where hotel_id = $1 and name !~ ' terrace-[0-9]{4}$') r
         where a.id = r.id`,
        [hotelId],
      );
      await client.query(postgres ? 'vacuum analyze assets' : 'analyze assets');
    },
  };
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
