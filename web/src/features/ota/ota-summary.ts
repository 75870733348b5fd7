import type { OtaView } from '@common/ota/schemas';
import { formatterFor } from '@web/lib/format/formatter';

export interface OtaSummary {
  connected: number;
  /** Connections that need the user: disconnected (the saved login expired) or error (a check or renew failed). */
  issues: number;
  /** Connected over all, as a whole percentage; null without connections (nothing to sync is no rate). */
  syncRate: number | null;
}

/** The three cards above the table (spec part 1, section 9: "Sync rate is connected over total"). */
export function summarizeOtas(otas: readonly OtaView[]): OtaSummary {
  const connected = otas.filter((ota) => ota.status === 'connected').length;
  return {
    connected,
    issues: otas.length - connected,
    syncRate: otas.length === 0 ? null : Math.round((connected / otas.length) * 100),
  };
}

/** Whether the row's renew button carries the red '1': the connection needs renewing. */
export const needsRenewal = (ota: Pick<OtaView, 'status'>) => ota.status !== 'connected';

/** The Last Sync column: the local date and time, or 'Never'. */
export function formatLastSync(lastSync: string | null, never: string): string {
  return lastSync ? formatterFor('en').dateTime(lastSync) : never;
}
