import { describe, expect, it } from 'vitest';
import { SessionSlots } from './session-slots';

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('browser slots', () => {
  it('grants free slots at once and lines up the rest, first come first served, with their positions', async () => {
    const slots = new SessionSlots(2);
    const [first, second, third, fourth] = [slots.take(), slots.take(), slots.take(), slots.take()];
    expect([first, second, third, fourth].map((ticket) => ticket.position())).toEqual([0, 0, 1, 2]);
    let thirdStarted = false;
    void third.granted.then(() => (thirdStarted = true));

    (await first.granted)();
    await settled();
    expect(thirdStarted).toBe(true);
    expect([third.position(), fourth.position()]).toEqual([0, 1]);
  });

  it('lets a waiter leave the line, and a holder that leaves frees its slot for the next', async () => {
    const slots = new SessionSlots(1);
    const holder = slots.take();
    const gaveUp = slots.take();
    const next = slots.take();
    gaveUp.leave();
    expect(next.position()).toBe(1);
    holder.leave();
    holder.leave();
    await next.granted;
    expect(next.position()).toBe(0);
    // The slot was freed once: a newcomer waits behind the holder that is left.
    expect(slots.take().position()).toBe(1);
  });

  it('does not let a newcomer pass those already waiting when a slot frees up', () => {
    const slots = new SessionSlots(1);
    const holder = slots.take();
    const waiting = slots.take();
    holder.leave();
    expect(waiting.position()).toBe(0);
    expect(slots.take().position()).toBe(1);
  });

  it('gives a short waiter nothing when no slot frees up in time, and takes it out of the line', async () => {
    const slots = new SessionSlots(1);
    const holder = slots.take();
    expect(await slots.acquire(20)).toBeUndefined();
    const waiting = slots.acquire(1000);
    const behind = slots.take();
    // The short waiter that gave up is out of the line: only the newer one is before `behind`.
    expect(behind.position()).toBe(2);
    holder.leave();
    const release = await waiting;
    expect(release).toBeTypeOf('function');
    expect(behind.position()).toBe(1);
    release?.();
    expect(behind.position()).toBe(0);
  });

  it('has room for a waiter until the line is as long as allowed', () => {
    const slots = new SessionSlots(1, 2);
    expect(slots.hasRoom()).toBe(true);
    const tickets = [slots.take(), slots.take(), slots.take()];
    expect(tickets.map((ticket) => ticket.position())).toEqual([0, 1, 2]);
    expect(slots.hasRoom()).toBe(false);
    tickets[2]?.leave();
    expect(slots.hasRoom()).toBe(true);
  });
});
