// A process's resident memory as the kernel counts it (VmRSS in /proc/<pid>/status), Linux only.
import { readFileSync } from 'node:fs';

/** Resident set size in bytes, or NaN where /proc is not available. */
export function residentBytes(pid) {
  try {
    const kib = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m)?.[1];
    return kib === undefined ? NaN : Number(kib) * 1024;
  } catch {
    return NaN;
  }
}
