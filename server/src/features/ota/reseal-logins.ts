import type { Db } from '../../db/client';
import type { OtaDeps } from './deps';
import { lockSealedLogins, updateSealedLogin } from './repository';
import { currentSealVersion, sealAgain, SealedLoginError } from './sealed-login';

export interface ResealOptions {
  /** The key the logins are sealed under now, and the key to seal them under (the same one for a new version). */
  keys: { from: Buffer; to: Buffer };
  /** 'all' for a new key; 'older-versions' for the logins not yet sealed as the current version. */
  which: 'all' | 'older-versions';
  /**
   * What a login that does not open means: 'refuse' undoes everything (a rotation whose old key is wrong would
   * otherwise seal nothing and lose every login); 'keep' leaves it as it was (it did not open before either).
   */
  unopenable: 'refuse' | 'keep';
}

export interface ResealOutcome {
  resealed: number;
  /** Ids of the login contexts that did not open (kept as they were). */
  unopenable: string[];
}

/** Thrown, after the rollback, when logins did not open under the old key and options.unopenable was 'refuse'. */
export class UnopenableLoginsError extends Error {
  constructor(readonly contextIds: string[]) {
    super(
      `${contextIds.length} saved login(s) do not open under the current key; nothing was changed. ` +
        `Is SECRET_KEY (or DATA_DIR/secret.key) the key they were sealed under? ` +
        `Login contexts: ${contextIds.join(', ')}`,
    );
  }
}

/**
 * Seals saved logins again (issue 30, point 10), in one transaction: either every login is sealed by the new
 * rule or none is. Used for the rotation of SECRET_KEY (`npm run rotate-secret-key`) and, at start, to seal the
 * logins of an older version as the current one. Each login is bound to its context's hotel and channel.
 */
export async function resealLogins(db: Db, options: ResealOptions): Promise<ResealOutcome> {
  return db.transaction(async (tx) => {
    const logins = await lockSealedLogins(
      tx,
      options.which === 'older-versions' ? { notSealedAs: currentSealVersion } : {},
    );
    const unopenable: string[] = [];
    let resealed = 0;
    for (const login of logins) {
      let sealed: string;
      try {
        sealed = sealAgain(options.keys, { hotelId: login.hotelId, channel: login.otaType }, login.sealed);
      } catch (error) {
        if (!(error instanceof SealedLoginError)) throw error;
        unopenable.push(login.id);
        continue;
      }
      await updateSealedLogin(tx, login.id, sealed);
      resealed++;
    }
    if (unopenable.length > 0 && options.unopenable === 'refuse') throw new UnopenableLoginsError(unopenable);
    return { resealed, unopenable };
  });
}

/**
 * At start: logins sealed by an older version (v1, bound to the hotel alone) are sealed again as the current
 * one. Once done, this is one query that finds nothing; a login that does not open stays as it was (logged).
 */
export async function resealOlderLogins(deps: Pick<OtaDeps, 'db' | 'log' | 'keys'>) {
  const key = deps.keys.sealing;
  try {
    const { resealed, unopenable } = await resealLogins(deps.db, {
      keys: { from: key, to: key },
      which: 'older-versions',
      unopenable: 'keep',
    });
    if (resealed > 0) deps.log.info({ resealed }, 'saved OTA logins sealed again as the current version');
    if (unopenable.length > 0)
      deps.log.warn({ contextIds: unopenable }, 'saved OTA logins of an older version do not open');
  } catch (error) {
    deps.log.warn({ err: error }, 'sealing older saved OTA logins again failed; the next start tries again');
  }
}
