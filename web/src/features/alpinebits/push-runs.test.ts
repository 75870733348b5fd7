import { describe, expect, it } from 'vitest';
import { pushRun } from './testing/alpinebits-fixtures';
import { durationSeconds, pushRunsAtAGlance, runTime } from './push-runs';

describe('pushRunsAtAGlance', () => {
  it('finds the run in progress and the newest finished one', () => {
    const running = pushRun('r3', { status: 'running' });
    const failed = pushRun('r2', { status: 'failed' });
    const succeeded = pushRun('r1');
    expect(pushRunsAtAGlance([running, failed, succeeded])).toEqual({
      active: running,
      lastFinished: failed,
    });
    expect(pushRunsAtAGlance([succeeded])).toEqual({ active: null, lastFinished: succeeded });
    expect(pushRunsAtAGlance([pushRun('r4', { status: 'queued' })]).lastFinished).toBeNull();
    expect(pushRunsAtAGlance([])).toEqual({ active: null, lastFinished: null });
  });
});

describe('run helpers', () => {
  it('counts from the end of a run, else its start, else when it was queued', () => {
    expect(runTime(pushRun('r1', { finishedAt: '2026-03-05T12:00:09.000Z' }))).toBe(
      '2026-03-05T12:00:09.000Z',
    );
    expect(runTime(pushRun('r1', { finishedAt: null, startedAt: '2026-03-05T12:00:01.000Z' }))).toBe(
      '2026-03-05T12:00:01.000Z',
    );
    expect(runTime(pushRun('r1', { finishedAt: null, startedAt: null }))).toBe('2026-03-05T12:00:00.000Z');
  });

  it('writes a duration with a decimal under 10 seconds, whole seconds above', () => {
    expect(durationSeconds(2_440)).toBe('2.4');
    expect(durationSeconds(400)).toBe('0.4');
    expect(durationSeconds(37_400)).toBe('37');
  });
});
