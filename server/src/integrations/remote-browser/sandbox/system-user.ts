import { existsSync, readFileSync } from 'node:fs';

/** A user of the machine, from /etc/passwd. */
export interface SystemUser {
  name: string;
  uid: number;
  gid: number;
}

/** The named user when it exists and is not root (a uid 0 alias would give the sandbox nothing). */
export function findSystemUser(name: string, passwdFile = '/etc/passwd'): SystemUser | undefined {
  let passwd: string;
  try {
    passwd = readFileSync(passwdFile, 'utf8');
  } catch {
    return undefined;
  }
  for (const line of passwd.split('\n')) {
    const [user, , uid, gid] = line.split(':');
    if (user !== name || uid === undefined || gid === undefined) continue;
    const ids = { uid: Number(uid), gid: Number(gid) };
    if (!Number.isInteger(ids.uid) || !Number.isInteger(ids.gid) || ids.uid === 0) return undefined;
    return { name, ...ids };
  }
  return undefined;
}

/** util-linux's setpriv, which changes user and drops capabilities before it runs Chromium. */
export function findSetpriv(): string | undefined {
  return ['/usr/bin/setpriv', '/bin/setpriv', '/usr/sbin/setpriv'].find((candidate) => existsSync(candidate));
}
