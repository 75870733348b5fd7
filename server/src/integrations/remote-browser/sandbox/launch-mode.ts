import type { SystemUser } from './system-user';

/**
 * How Chromium is started (issue 30, point 3). Its sandbox is what keeps a compromised renderer (an extranet page
 * is a stranger's code) away from the app's files, DATA_DIR/secret.key among them; as root Chromium refuses to
 * sandbox itself, so:
 * - not root: as the app's own user, sandboxed;
 * - root: as an unprivileged user (BROWSER_USER, default nobody) through setpriv, sandboxed;
 * - without a sandbox only when the operator says so with BROWSER_ALLOW_NO_SANDBOX=1 (a container that forbids
 *   the user namespaces the sandbox needs), with a warning at every launch.
 */
export type LaunchMode =
  { kind: 'sandboxed' } | { kind: 'as-user'; user: SystemUser; setpriv: string } | { kind: 'no-sandbox' };

export interface LaunchFacts {
  /** The app's user id (undefined where there is none, e.g. Windows). */
  uid: number | undefined;
  allowNoSandbox: boolean;
  userName: string;
  findUser(name: string): SystemUser | undefined;
  setpriv: string | undefined;
}

export class SandboxUnavailableError extends Error {
  override readonly name = 'SandboxUnavailableError';
}

export function chooseLaunchMode(facts: LaunchFacts): LaunchMode {
  if (facts.allowNoSandbox) return { kind: 'no-sandbox' };
  if (facts.uid !== 0) return { kind: 'sandboxed' };
  const user = facts.findUser(facts.userName);
  if (user && facts.setpriv) return { kind: 'as-user', user, setpriv: facts.setpriv };
  const missing = user ? 'setpriv (util-linux) was not found' : `the user "${facts.userName}" was not found`;
  throw new SandboxUnavailableError(
    `The remote browser will not run as root without its sandbox, and ${missing}. Run the app as a non-root ` +
      'user, name an unprivileged user in BROWSER_USER, use a browser in its own container (BROWSER_CDP_URL), ' +
      'or accept running without the sandbox with BROWSER_ALLOW_NO_SANDBOX=1.',
  );
}
