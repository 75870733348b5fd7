import { otaTexts } from '@common/ota/texts';
import { AppError } from '../../lib/app-error';
import {
  BrowserBusyError,
  BrowserUnavailableError,
  HostNotAllowedError,
} from '../../integrations/remote-browser/remote-browser';

/** The engine's refusals, in the user's words (spec part 1, section 8); anything else is left as it is. */
export function translateBrowserError(error: unknown): unknown {
  if (error instanceof BrowserBusyError)
    return new AppError('serviceUnavailable', otaTexts.browserBusy, { cause: error });
  if (error instanceof BrowserUnavailableError)
    return new AppError('serviceUnavailable', otaTexts.browserUnavailable, { cause: error });
  if (error instanceof HostNotAllowedError)
    return new AppError('validation', otaTexts.hostNotAllowed, { cause: error });
  return error;
}

/** Runs an engine call and answers its refusals as AppErrors. */
export async function withBrowser<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw translateBrowserError(error);
  }
}
