import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export interface PeriodicTask {
  /** What the task does, for the log line when a run fails ('marking expired OTA connections'). */
  name: string;
  everyMs: number;
  /** Also run once as soon as the app is ready, instead of waiting for the first interval. */
  runAtStart?: boolean;
  run(now: Date): Promise<void>;
}

/**
 * Runs a sweep every `everyMs` until the app closes, one run at a time (a tick that finds the last run still
 * going is skipped). A failing run is logged and the next one tries again; closing waits for a running one, so
 * none writes to a closed database.
 */
export function startPeriodicTask(app: FastifyInstance, log: FastifyBaseLogger, task: PeriodicTask) {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = task
      .run(new Date())
      .catch((error: unknown) => log.warn({ err: error }, `${task.name} failed`))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, task.everyMs);
  timer.unref();
  if (task.runAtStart) app.addHook('onReady', async () => tick());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
