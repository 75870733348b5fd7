/**
 * The batch's overall progress, 0 to 100, weighted by file size so one large photo does not jump the bar:
 * the files before the current one count in full, the current one by the share already sent.
 */
export function batchPercent(sizes: number[], currentIndex: number, currentFraction: number): number {
  const total = sizes.reduce((sum, size) => sum + Math.max(size, 1), 0);
  if (total === 0) return 0;
  const done = sizes.slice(0, currentIndex).reduce((sum, size) => sum + Math.max(size, 1), 0);
  const current = Math.max(sizes[currentIndex] ?? 0, 1) * Math.min(Math.max(currentFraction, 0), 1);
  return Math.min(100, Math.round(((done + (currentIndex < sizes.length ? current : 0)) / total) * 100));
}
