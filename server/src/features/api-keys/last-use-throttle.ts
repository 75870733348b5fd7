/**
 * Which keys this process has recorded a use of within the last interval, so a busy key costs one write a
 * minute instead of one per request (the write itself is conditional too, for the other processes).
 */
export class LastUseThrottle {
  private readonly recordedAt = new Map<string, number>();

  constructor(
    private readonly intervalMs: number,
    /** Keys remembered at most; beyond that the memory starts again (a few extra writes, never unbounded). */
    private readonly maxKeys = 10_000,
  ) {}

  /** True when the key's use should be written now (and remembers that it was). */
  due(keyId: string, nowMs: number): boolean {
    const last = this.recordedAt.get(keyId);
    if (last !== undefined && nowMs - last < this.intervalMs) return false;
    if (this.recordedAt.size >= this.maxKeys) this.recordedAt.clear();
    this.recordedAt.set(keyId, nowMs);
    return true;
  }

  forget(keyId: string) {
    this.recordedAt.delete(keyId);
  }
}
