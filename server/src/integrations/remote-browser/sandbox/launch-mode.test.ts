import { describe, expect, it } from 'vitest';
import { chooseLaunchMode, SandboxUnavailableError, type LaunchFacts } from './launch-mode';

const nobody = { name: 'nobody', uid: 65534, gid: 65534 };
const facts = (overrides: Partial<LaunchFacts>): LaunchFacts => ({
  uid: 0,
  allowNoSandbox: false,
  userName: 'nobody',
  findUser: (name) => (name === 'nobody' ? nobody : undefined),
  setpriv: '/usr/bin/setpriv',
  ...overrides,
});

describe('how Chromium is launched', () => {
  it('runs sandboxed as the app user when it is not root', () => {
    expect(chooseLaunchMode(facts({ uid: 1000 }))).toEqual({ kind: 'sandboxed' });
  });

  it('runs sandboxed as the unprivileged user when the app is root', () => {
    expect(chooseLaunchMode(facts({}))).toEqual({
      kind: 'as-user',
      user: nobody,
      setpriv: '/usr/bin/setpriv',
    });
  });

  it('refuses as root when the user or setpriv is missing, naming the way out', () => {
    expect(() => chooseLaunchMode(facts({ userName: 'browser' }))).toThrow(SandboxUnavailableError);
    expect(() => chooseLaunchMode(facts({ userName: 'browser' }))).toThrow(/user "browser" was not found/);
    expect(() => chooseLaunchMode(facts({ setpriv: undefined }))).toThrow(/setpriv .* was not found/);
    expect(() => chooseLaunchMode(facts({ setpriv: undefined }))).toThrow(/BROWSER_ALLOW_NO_SANDBOX=1/);
  });

  it('runs without the sandbox only when the operator allowed it', () => {
    expect(chooseLaunchMode(facts({ allowNoSandbox: true, findUser: () => undefined }))).toEqual({
      kind: 'no-sandbox',
    });
  });
});
