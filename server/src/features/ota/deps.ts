import type { AppContext } from '../../http/context';

/** What the OTA services need: the app's context plus the keys derived from SECRET_KEY once at start. */
export type OtaDeps = Pick<AppContext, 'db' | 'log' | 'remoteBrowser'> & {
  keys: { sealing: Buffer; liveToken: Buffer };
};
