import type { AlpineBitsHotelContent } from '../content';
import type { SupportedVersion } from '../handshake';
import type { AlpineBitsMessage } from '../types';

export interface BuildOptions {
  version?: SupportedVersion;
  /** Whether the server takes MaxChildOccupancy (the handshake's occupancy_children capability). */
  childOccupancy?: boolean;
  timestamp?: Date;
}

export async function buildMessages(
  content: AlpineBitsHotelContent,
  options: BuildOptions = {},
): Promise<{ inventory: AlpineBitsMessage; info: AlpineBitsMessage }> {
  void content;
  void options;
  throw new Error('not yet');
}
