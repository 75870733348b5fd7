// Query plans of every list and search (issue 35): a hotel of 5,000 and one of 50,000 photos (with a tenth as many
// templates, a fifth as many tasks, as many activities; beside a second owner's hotel as large), every list the
// web app and the content API read (server/test/list-requests.ts) sent once with nothing remembered, the exact
// statements it sent recorded, and each read explained (EXPLAIN ANALYZE, BUFFERS): its top node, the indexes
// and whole tables it reads, the pages it touches and its time, the median of three runs. Twice: right after the
// rows came in (no table statistics, no page marked all-visible: PGlite has no autovacuum), and after the table
// upkeep's pass (server/src/lib/table-upkeep.ts, what autovacuum does on PostgreSQL), which is timed. Plans, not
// load: the app runs in this process (the product's sources, bundled). `--postgres` runs the same on a throwaway
// PostgreSQL, with autovacuum off for the run's tables. BENCH_PLAN=<part of a read's name> prints those reads'
// plan trees. Run through `node bench/run.mjs query-plans` (the embedded database's thread runs from dist/).
import os from 'node:os';
import { benchDatabase } from './lib/database-choice.mjs';
import { goalLines } from './lib/goals.mjs';
import { loadNote } from './lib/machine.mjs';
import { formatTable } from './lib/table.mjs';
import { importTypeScript } from './lib/typescript-module.mjs';

const sizes = [5_000, 50_000];
/** Tables that grow with a hotel's rows: reading one whole is reading every hotel's. */
const hotelRowTables = new Set([
  'assets',
  'asset_tags',
  'property_assets',
  'room_assets',
  'templates',
  'template_tags',
  'template_images',
  'tasks',
  'task_tags',
  'activities',
  'notifications',
]);

const print = (text = '') => process.stdout.write(`${text}\n`);
const ms = (value) => (value === undefined ? '-' : `${value.toFixed(value < 10 ? 2 : 1)} ms`);

/** One line per read, named by its request, its place among the request's reads and the tables it reads. */
function readsOf(results, state) {
  const [small, large] = results;
  return large.requests.flatMap((request, index) => {
    const before = small.requests[index];
    return request.reads.map((read, place) => {
      const at50k = read[state];
      const at5k = before?.reads[place]?.[state];
      const name = `${request.name}${request.reads.length > 1 ? ` #${place + 1}` : ''}`;
      return {
        request: request.name,
        name: `${name} · ${at50k.relations.slice(0, 3).join(', ')}`,
        at5k,
        at50k,
        bigScans: at50k.fullScans.filter((table) => hotelRowTables.has(table)),
      };
    });
  });
}

function planTable(rows) {
  return formatTable(
    [
      'read',
      'rows 5k',
      'rows 50k',
      'plan at 50,000',
      'index',
      "whole tables of hotels' rows",
      'pages 5k',
      'pages 50k',
      'ms 5k',
      'ms 50k',
    ],
    rows.map(({ name, at5k, at50k, bigScans }) => [
      name,
      at5k?.rows ?? '-',
      at50k.rows,
      at50k.top,
      at50k.indexes.length > 0 ? 'yes' : 'no',
      bigScans.join(', ') || '-',
      at5k?.pages ?? '-',
      at50k.pages,
      ms(at5k?.ms),
      ms(at50k.ms),
    ]),
  );
}

/** A read whose pages grow with the table while its answer does not: a count, or a filter over every row. */
const growsWithTable = ({ at5k, at50k }) =>
  at5k !== undefined && at50k.pages > 3 * Math.max(at5k.pages, 1) && at50k.rows <= 3 * Math.max(at5k.rows, 1);

function printState(results, state, title) {
  const rows = readsOf(results, state);
  print(`\n${title}\n`);
  print(planTable(rows));
  // BENCH_PLAN=<part of a read's name> prints the plan trees of those reads at 50,000 photos.
  for (const row of rows.filter(
    (row) => process.env.BENCH_PLAN && row.name.includes(process.env.BENCH_PLAN),
  )) {
    print(`\n  ${row.name} at 50,000:\n${row.at50k.outline.replace(/^/gm, '    ')}`);
  }
  const slowest = [...rows].sort((a, b) => b.at50k.ms - a.at50k.ms).slice(0, 5);
  print(`\n  slowest at 50,000: ${slowest.map((row) => `${row.name} ${ms(row.at50k.ms)}`).join('; ')}`);
  return rows;
}

async function main() {
  const database = await benchDatabase();
  try {
    print(`Query plans (Node ${process.version}, ${os.cpus().length} CPUs, ${os.platform()} ${os.arch()})`);
    print(`database: ${database.label}`);
    print(`${loadNote()}\n`);
    const { measureSize } = await importTypeScript(
      'query-plans',
      "export { measureSize } from './bench/lib/query-plans/measure-size.ts';",
    );
    const results = [];
    for (const size of sizes) results.push(await measureSize(size, database.url, print));

    const unanalysed = printState(
      results,
      'unanalysed',
      'Right after the import: no table statistics, no page marked all-visible (as the embedded database stayed before the table upkeep)',
    );
    const analysed = printState(
      results,
      'analysed',
      `After the table upkeep's pass (server/src/lib/table-upkeep.ts; ${database.postgres ? 'autovacuum does the same on PostgreSQL' : 'the server runs it every minute'})`,
    );

    const [small, large] = results;
    // A request may add one statement past a threshold ('Select all' counts the matches past 1,000 ids): more
    // than that is a statement per row.
    const grown = large.requests.filter(
      (request, index) => request.statements > (small.requests[index]?.statements ?? 0) + 1,
    );
    const searches = [...new Set(analysed.map((row) => row.request))].filter((name) =>
      /^library: (search|'Select all')/.test(name),
    );
    const withoutTrigrams = searches.filter(
      (name) =>
        !analysed.some(
          (row) => row.request === name && row.at50k.indexes.includes('assets_search_text_trgm_idx'),
        ),
    );
    // A count of a filtered part (a search, tags, a category, the unread notifications) answers one row: reading a
    // whole table of hotels' rows for it reads every hotel's. (A count of all of a hotel's rows may rightly read
    // the table here, where the hotel holds half of it; server/src/lib/table-upkeep.test.ts checks those beside a
    // larger neighbour.)
    const filtered = /search|tag|category|unread|Select all/;
    const countsScanning = analysed.filter(
      (row) => filtered.test(row.request) && row.at50k.rows === 1 && row.bigScans.length > 0,
    );
    const names = (rows) => rows.map((row) => row.name).join('; ') || 'none';
    print('\nStatements per request at 5,000 and 50,000 photos:');
    print(
      `  ${large.requests.map((request, index) => `${request.name} ${small.requests[index]?.statements}/${request.statements}`).join('; ')}`,
    );
    print("\nGoals (at 50,000 photos, after the table upkeep's pass):");
    print(
      goalLines([
        {
          goal: 'no request sends a statement per row (at most one more at 50,000 photos than at 5,000)',
          measured: grown.length === 0 ? 'none grows' : grown.map((request) => request.name).join('; '),
          pass: grown.length === 0,
        },
        {
          goal: 'the trigram index serves every library search',
          measured:
            withoutTrigrams.length === 0 ? `all ${searches.length}` : `not: ${withoutTrigrams.join('; ')}`,
          pass: withoutTrigrams.length === 0,
        },
        {
          goal: "no count of a filtered part reads a whole table of hotels' rows",
          measured: names(countsScanning),
          pass: countsScanning.length === 0,
        },
      ]),
    );
    print('\nFor reading (not goals):');
    print(
      `  whole tables of hotels' rows read right after the import: ${names(unanalysed.filter((row) => row.bigScans.length > 0))}`,
    );
    print(
      `  ... and after the upkeep (a list that answers all of a hotel's rows may rightly read the table): ${names(analysed.filter((row) => row.bigScans.length > 0))}`,
    );
    print(
      `  reads whose pages grow with the table while their answer does not (counts, filters over every row), after the upkeep: ${
        analysed
          .filter(growsWithTable)
          .map((row) => `${row.name} (${row.at5k.pages} -> ${row.at50k.pages} pages)`)
          .join('; ') || 'none'
      }`,
    );
    print(
      `\nThe table upkeep's pass after the import: ${results.map((result) => `${ms(result.upkeep.ms)} at ${result.assets} photos a hotel (vacuumed ${result.upkeep.vacuumed.join(', ')}; analysed ${result.upkeep.analysed.join(', ') || 'none'})`).join('; ')}`,
    );
  } finally {
    database.stop();
  }
}

await main();
