import type { PushFailureKind, PushRunView } from '@common/alpinebits/schemas';
import { alpineBitsTexts } from '@common/alpinebits/texts';
import { AlpineBitsError, type AlpineBitsFailureKind } from '../../integrations/alpinebits';
import { AppError } from '../../lib/app-error';
import { SealedPasswordError } from './sealed-password';

/** Each fault of an exchange in plain words (common/src/alpinebits/texts.ts). */
const messageOfKind: Record<AlpineBitsFailureKind, string> = {
  'refused-credentials': alpineBitsTexts.refusedCredentials,
  'not-alpinebits': alpineBitsTexts.notAlpineBits,
  'xml-error': alpineBitsTexts.xmlError,
  'request-refused': alpineBitsTexts.requestRefused,
  timeout: alpineBitsTexts.timeout,
  network: alpineBitsTexts.network,
  'server-error': alpineBitsTexts.serverError,
  'refused-address': alpineBitsTexts.refusedAddress,
  'not-supported': alpineBitsTexts.notSupported,
  'invalid-message': alpineBitsTexts.invalidMessage,
};

export type RunFailure = NonNullable<PushRunView['failure']>;

/** Details are the other side's words: a few, each cut short, so a chatty server cannot fill the row. */
const shortDetails = (details: readonly string[]) =>
  details.slice(0, 20).map((detail) => (detail.length > 500 ? `${detail.slice(0, 499)}…` : detail));

export const failureOf = (
  kind: PushFailureKind,
  message: string,
  details: readonly string[] = [],
): RunFailure => ({
  kind,
  message,
  details: shortDetails(details),
});

/** Why a run failed, from what its push threw: a fault of the exchange, an unreadable password, or our own. */
export function runFailureOf(error: unknown): RunFailure {
  if (error instanceof AlpineBitsError)
    return failureOf(error.kind, messageOfKind[error.kind], error.details);
  if (error instanceof SealedPasswordError)
    return failureOf('password-unreadable', alpineBitsTexts.passwordUnreadable);
  return failureOf('internal', alpineBitsTexts.internal);
}

/**
 * A failed handshake ('Test connection', 'Save') as the route's answer: 400 with the reason in plain words; the
 * address's own faults on the server URL field, so the dialog shows them there.
 */
export function handshakeError(error: unknown): unknown {
  if (!(error instanceof AlpineBitsError)) return error;
  const message = messageOfKind[error.kind];
  const onUrl =
    error.kind === 'refused-address' || error.kind === 'network' || error.kind === 'not-alpinebits';
  return new AppError('validation', message, {
    fields: onUrl ? { serverUrl: message } : undefined,
    detail: `AlpineBits handshake failed: ${error.kind}: ${error.message}`,
    cause: error,
  });
}
