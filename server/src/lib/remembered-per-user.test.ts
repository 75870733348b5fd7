import { describe, expect, it } from 'vitest';
import { RememberedPerUser } from './remembered-per-user';

/** A read that counts how often the database was asked, answering the current value. */
function countedRead() {
  const state = { value: 'first', reads: 0 };
  return { state, read: async () => (state.reads++, state.value) };
}

describe('what a process remembers per user', () => {
  it('keeps a read until a notice for that user', async () => {
    const remembered = new RememberedPerUser<string>(10);
    const listener = remembered.noticeListener();
    const { state, read } = countedRead();
    expect(await remembered.of('u1', read)).toBe('first');
    state.value = 'second';
    expect(await remembered.of('u1', read)).toBe('first');
    listener.notice('u1');
    expect(await remembered.of('u1', read)).toBe('second');
    expect(state.reads).toBe(2);
  });

  it('reads every time while notices may go unheard, and forgets all it kept before once heard again', async () => {
    const remembered = new RememberedPerUser<string>(10);
    const listener = remembered.noticeListener();
    const { state, read } = countedRead();
    await remembered.of('u1', read);
    listener.unheard?.();
    state.value = 'changed unheard';
    expect(await remembered.of('u1', read)).toBe('changed unheard');
    expect(await remembered.of('u1', read)).toBe('changed unheard');
    expect(state.reads).toBe(3);
    listener.heard?.();
    state.value = 'changed again';
    expect(await remembered.of('u1', read)).toBe('changed again');
    expect(await remembered.of('u1', read)).toBe('changed again');
    expect(state.reads).toBe(4);
  });

  it('does not keep a read that was under way when notices went unheard', async () => {
    const remembered = new RememberedPerUser<string>(10);
    const listener = remembered.noticeListener();
    let finish: (value: string) => void = () => undefined;
    const slow = remembered.of('u1', () => new Promise<string>((resolve) => (finish = resolve)));
    listener.unheard?.();
    listener.heard?.();
    finish('read before the gap');
    expect(await slow).toBe('read before the gap');
    expect(await remembered.of('u1', async () => 'read after')).toBe('read after');
  });
});
