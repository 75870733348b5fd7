/**
 * The imports this process is running. An import outlives the request that started it; when the app stops, the
 * running ones are told to stop (their runs end as failed, their files removed) and waited for, so none writes
 * to a closed database. Issue 16 moves this to a job queue that any process can take over.
 */
export class ImportJobs {
  private readonly running = new Map<Promise<void>, AbortController>();

  start(work: (signal: AbortSignal) => Promise<void>) {
    const controller = new AbortController();
    const job = work(controller.signal)
      .catch(() => undefined)
      .finally(() => this.running.delete(job));
    this.running.set(job, controller);
  }

  /** Waits for the running imports; with `stop`, tells them to stop first. */
  async drain({ stop }: { stop: boolean }) {
    if (stop) for (const controller of this.running.values()) controller.abort();
    await Promise.all(this.running.keys());
  }

  get size() {
    return this.running.size;
  }
}
