import { contentChangeKinds, type ContentChangeKind } from '@common/content-webhooks/schemas';

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The body of a `content.changed` event, as sent and signed: which parts of a hotel's content changed, never
 * the content itself (the receiver reads it through the content API with its key, which the event cannot leak).
 * Built from the stored event alone, so every attempt sends the same bytes.
 */
export function contentChangedBody(event: { id: string; createdAt: Date; hotelId: string; kinds: string[] }) {
  const changed = contentChangeKinds.filter((kind: ContentChangeKind) => event.kinds.includes(kind));
  return JSON.stringify({
    id: event.id,
    type: 'content.changed',
    created: unixSeconds(event.createdAt),
    hotel: { id: event.hotelId },
    changed,
  });
}

/** 'Send test event': a `ping`, signed the same way, that changes nothing at the receiver. */
export function pingBody(event: { id: string; createdAt: Date }) {
  return JSON.stringify({ id: event.id, type: 'ping', created: unixSeconds(event.createdAt) });
}
