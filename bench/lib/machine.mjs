// What else the machine is doing: other work skews every figure, and the 1-minute load average says whether
// there was any.
import os from 'node:os';

export function loadNote() {
  const [load] = os.loadavg();
  const cpus = os.cpus().length;
  return `load average (1 min): ${load.toFixed(2)} on ${cpus} CPUs${load > cpus * 0.75 ? ' -- BUSY: other processes compete; the figures are skewed' : ''}`;
}
