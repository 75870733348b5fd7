import { chmod, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SystemUser } from './system-user';

/**
 * Writes the small launcher Playwright starts in Chromium's place when the app is root: it hands the profile
 * folder Playwright just made (root's, mode 0700) to the browser's user, points HOME there, and runs Chromium
 * as that user with no capabilities. Playwright's pipe to the browser (file descriptors 3 and 4) passes through
 * `exec` unchanged. The launcher lives in a fresh folder only root can enter, so no one can swap it.
 */
export async function writeRunAsUserLauncher(
  chromium: string,
  user: SystemUser,
  setpriv: string,
): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'hcs-browser-launcher-'));
  const launcher = path.join(folder, 'chromium-as-user');
  const ids = `${user.uid}:${user.gid}`;
  const script = `#!/bin/sh
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
  await writeFile(launcher, script, { mode: 0o700 });
  await chmod(launcher, 0o700);
  return launcher;
}

function quote(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}
