import { isIP } from 'node:net';

/**
 * Where the operator sent a name with Chromium's `--host-resolver-rules=MAP <host> <target>[:port], ...` in
 * BROWSER_EXTRA_ARGS (the tests and e2e fakes map the OTA hosts to a server on 127.0.0.1 this way). Behind the
 * egress proxy Chromium no longer resolves names itself, so the proxy applies these rules in its place:
 * - a target that is an IP address is trusted as written, loopback or private included: the operator named it;
 * - a target that is a name is resolved and checked like any other name (public addresses only).
 * Only exact `MAP host target` rules are read; wildcards and EXCLUDE rules are left to Chromium alone.
 */
export interface HostMapping {
  target: string;
  /** The port that replaces the requested one, if the rule names one. */
  port: number | undefined;
  /** An IP address the operator wrote: reached without the public-address check. */
  trusted: boolean;
}

export type HostMappings = ReadonlyMap<string, HostMapping>;

const rulesFlag = '--host-resolver-rules=';

export function hostMappingsFrom(browserArgs: readonly string[]): HostMappings {
  const mappings = new Map<string, HostMapping>();
  for (const arg of browserArgs.filter((flag) => flag.startsWith(rulesFlag))) {
    const rules = arg.slice(rulesFlag.length).replace(/^"|"$/g, '');
    for (const rule of rules.split(',')) {
      const [verb, host, target] = rule.trim().split(/\s+/);
      if (verb?.toUpperCase() !== 'MAP' || !host || !target || host.includes('*')) continue;
      const mapping = parseTarget(target);
      if (mapping) mappings.set(host.toLowerCase(), mapping);
    }
  }
  return mappings;
}

function parseTarget(target: string): HostMapping | undefined {
  const match = /^(?:\[([^\]]+)\]|([^:]+))(?::(\d{1,5}))?$/.exec(target);
  if (!match) return undefined;
  const address = (match[1] ?? match[2] ?? '').toLowerCase();
  const port = match[3] === undefined ? undefined : Number(match[3]);
  if (port !== undefined && (port < 1 || port > 65_535)) return undefined;
  return { target: address, port, trusted: isIP(address) !== 0 };
}
