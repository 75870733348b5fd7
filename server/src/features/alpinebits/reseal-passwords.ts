import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alpineBitsConnections } from '../../db/schema';
import { openPassword, sealPassword, SealedPasswordError } from './sealed-password';

/** Thrown, undoing the rotation, when passwords do not open under the key they are said to be sealed under. */
export class UnopenableAlpineBitsPasswordsError extends Error {
  constructor(readonly hotelIds: string[]) {
    super(
      `${hotelIds.length} AlpineBits password(s) do not open under the current key; nothing was changed. ` +
        `Is SECRET_KEY (or DATA_DIR/secret.key) the key they were sealed under? Hotels: ${hotelIds.join(', ')}`,
    );
  }
}

/**
 * For `npm run rotate-secret-key`, inside its transaction: every AlpineBits connection's password sealed again
 * from the old key to the new one, so pushes go on without the operator typing it again. All or none: a password
 * that does not open throws, and the rotation is undone. Answers how many were sealed again.
 */
export async function resealAlpineBitsPasswords(tx: Db, keys: { from: Buffer; to: Buffer }): Promise<number> {
  const connections = await tx
    .select({ hotelId: alpineBitsConnections.hotelId, sealedPassword: alpineBitsConnections.sealedPassword })
    .from(alpineBitsConnections)
    .for('update');
  const unopenable: string[] = [];
  for (const { hotelId, sealedPassword } of connections) {
    try {
      const password = openPassword(keys.from, hotelId, sealedPassword);
      await tx
        .update(alpineBitsConnections)
        .set({ sealedPassword: sealPassword(keys.to, hotelId, password) })
        .where(eq(alpineBitsConnections.hotelId, hotelId));
    } catch (error) {
      if (!(error instanceof SealedPasswordError)) throw error;
      unopenable.push(hotelId);
    }
  }
  if (unopenable.length > 0) throw new UnopenableAlpineBitsPasswordsError(unopenable);
  return connections.length;
}
