/** A node of EXPLAIN (FORMAT JSON)'s plan tree, with the fields read here. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Scan Direction'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Subplan Name'?: string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

/** The root of EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON)'s answer. */
export interface ExplainedPlan {
  Plan: PlanNode;
  'Planning Time': number;
  'Execution Time': number;
}

export interface PlanSummary {
  /** The plan's top node and the first nodes under it that do the work, e.g. 'Limit > Index Scan Backward'. */
  top: string;
  /** Each scan, e.g. 'Index Scan assets_hotel_id_created_at_idx' or 'Seq Scan assets'. */
  scans: string[];
  /** Tables read, in the plan's order, each once. */
  relations: string[];
  /** Indexes read. */
  indexes: string[];
  /** Tables read whole (Seq Scan), each once. */
  fullScans: string[];
  /** Rows the statement answered. */
  rows: number;
  /** Pages read, from the buffers or the files. */
  pages: number;
  /** Planning and execution, the median of the runs. */
  ms: number;
  /** The plan tree, a node a line, indented: what `BENCH_PLAN=<read>` prints. */
  outline: string;
}

const flatten = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(flatten)];

const wrappers = new Set(['Limit', 'Sort', 'Incremental Sort', 'Aggregate', 'Unique', 'Result', 'Gather']);

/** The top node and, through the nodes that only wrap one below (Limit, Sort...), the one doing the work. */
function topOf(plan: PlanNode): string {
  const path = [plan['Node Type']];
  let node = plan;
  while (wrappers.has(node['Node Type']) && node.Plans?.length === 1 && node.Plans[0]) {
    node = node.Plans[0];
    path.push(node['Node Type'] + (node['Scan Direction'] === 'Backward' ? ' Backward' : ''));
  }
  return path.join(' > ');
}

function scanOf(node: PlanNode): string | undefined {
  if (!/Scan$/.test(node['Node Type'])) return undefined;
  const target = node['Index Name'] ?? node['Relation Name'];
  return target ? `${node['Node Type']} ${target}` : node['Node Type'];
}

/** The plan tree, a node a line: type, table or index, rows answered (times loops), pages. */
function outlineOf(node: PlanNode, depth = 0): string[] {
  const target = node['Index Name'] ?? node['Relation Name'];
  const rows = Math.round((node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1));
  const pages = (node['Shared Hit Blocks'] ?? 0) + (node['Shared Read Blocks'] ?? 0);
  const line = `${'  '.repeat(depth)}${node['Subplan Name'] ? `${node['Subplan Name']}: ` : ''}${node['Node Type']}${
    target ? ` ${target}` : ''
  }  rows=${rows} loops=${node['Actual Loops'] ?? 1} pages=${pages}`;
  return [line, ...(node.Plans ?? []).flatMap((child) => outlineOf(child, depth + 1))];
}

/** What a reader of the table needs of a plan, with the time given (the median of several runs). */
export function summarisePlan(explained: ExplainedPlan, ms: number): PlanSummary {
  const nodes = flatten(explained.Plan);
  return {
    top: topOf(explained.Plan),
    scans: nodes.flatMap((node) => scanOf(node) ?? []),
    relations: [...new Set(nodes.flatMap((node) => node['Relation Name'] ?? []))],
    indexes: [...new Set(nodes.flatMap((node) => node['Index Name'] ?? []))],
    fullScans: [
      ...new Set(
        nodes
          .filter((node) => node['Node Type'] === 'Seq Scan')
          .flatMap((node) => node['Relation Name'] ?? []),
      ),
    ],
    rows: Math.round((explained.Plan['Actual Rows'] ?? 0) * (explained.Plan['Actual Loops'] ?? 1)),
    pages: (explained.Plan['Shared Hit Blocks'] ?? 0) + (explained.Plan['Shared Read Blocks'] ?? 0),
    ms,
    outline: outlineOf(explained.Plan).join('\n'),
  };
}

/** EXPLAIN's JSON as PGlite (a parsed value) or PostgreSQL (text, or parsed by pg) hands it back. */
export function explainedFrom(rows: Array<Record<string, unknown>>): ExplainedPlan {
  const raw = Object.values(rows[0] ?? {})[0];
  const [explained] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [ExplainedPlan];
  return explained;
}
