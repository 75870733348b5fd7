import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SystemUser } from './system-user';

/**
 * Starts Chromium through a small launcher when the app is root: the launcher hands the profile folder
 * Playwright just made (root's, mode 0700) to the browser's user, points HOME there, and runs Chromium as that
 * user with no capabilities. Playwright's pipe to the browser (file descriptors 3 and 4) passes through `exec`
 * unchanged. The launcher lives in a fresh folder only root can enter, so no one can swap it; once `launch`
 * settled Chromium runs (or failed) and the folder is removed, so no browser start leaves one behind.
 */
export async function launchAsUser<T>(
  chromium: string,
  user: SystemUser,
  setpriv: string,
  launch: (launcher: string) => Promise<T>,
): Promise<T> {
  const folder = await mkdtemp(path.join(tmpdir(), 'hcs-browser-launcher-'));
  try {
    const launcher = path.join(folder, 'chromium-as-user');
    await writeFile(launcher, launcherScript(chromium, user, setpriv), { mode: 0o700 });
    await chmod(launcher, 0o700);
    return await launch(launcher);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function launcherScript(chromium: string, user: SystemUser, setpriv: string): string {
  const ids = `${user.uid}:${user.gid}`;
  return `#!/bin/sh
profile=
for arg in "$@"; do
  case "$arg" in --user-data-dir=*) profile="\${arg#--user-data-dir=}" ;; esac
done
if [ -n "$profile" ]; then
  chown -R ${ids} -- "$profile" || exit 1
  export HOME="$profile" XDG_CONFIG_HOME="$profile" XDG_CACHE_HOME="$profile"
fi
exec ${quote(setpriv)} --reuid=${user.uid} --regid=${user.gid} --clear-groups --inh-caps=-all -- ${quote(chromium)} "$@"
`;
}

function quote(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}
