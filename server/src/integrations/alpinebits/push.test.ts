import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  allActions2024,
  startAlpineBitsReceiver,
  type AlpineBitsReceiver,
} from '../../../../e2e/fakes/alpinebits-receiver';
import { AlpineBitsError, pushHotelContent } from './index';
import { fixtureHotel } from './messages/fixture-hotel.test-support';

/** The whole push (handshake, build and validate, Inventory, Info) against the test receiver. */

let receiver: AlpineBitsReceiver;
let allowedHosts: string[];
const connection = () => ({ url: receiver.url, username: receiver.username, password: receiver.password });

beforeAll(async () => {
  receiver = await startAlpineBitsReceiver();
  allowedHosts = [new URL(receiver.url).host];
});
afterAll(() => receiver.close());
beforeEach(() => {
  receiver.reset();
  receiver.setVersions([allActions2024]);
});

describe('pushing a hotel', () => {
  it('sends the handshake, then Inventory and Info, each valid, and reports what went', async () => {
    const report = await pushHotelContent(connection(), fixtureHotel, { allowedHosts });
    expect(receiver.requests.map(({ action, refused }) => ({ action, refused }))).toEqual([
      { action: 'OTA_Ping:Handshaking', refused: null },
      { action: 'OTA_HotelDescriptiveContentNotif:Inventory', refused: null },
      { action: 'OTA_HotelDescriptiveContentNotif:Info', refused: null },
    ]);
    expect(receiver.requests.every((request) => request.schemaErrors.length === 0)).toBe(true);
    expect(report).toMatchObject({
      outcome: 'success',
      counts: { rooms: 2, pictures: 6, languages: 2 },
      handshake: { version: '2024-10', supports: { inventory: true, info: true } },
    });
    expect(report.sent.map(({ action, result }) => [action, result.outcome])).toEqual([
      ['OTA_HotelDescriptiveContentNotif:Inventory', 'success'],
      ['OTA_HotelDescriptiveContentNotif:Info', 'success'],
    ]);
    expect(report.leftOut.map(({ name }) => name)).toEqual(['Electric kettle', 'Garden', 'Ski bus stop']);
    const inventory = receiver.requests[1]!;
    expect(inventory.clientProtocolVersion).toBe('2024-10');
    const rooms = inventory.document!.children[0]!.children[0]!.children[0]!.children[0]!.children;
    expect(rooms.map((room) => room.attributes.Code)).toEqual(['3F2A9C1E', '9B07D244']);
    // The receiver takes children counts (its handshake says so), so they are sent.
    expect(rooms.map((room) => room.attributes.MaxChildOccupancy)).toEqual(['1', '2']);
  });

  it('speaks the older version the server has, and sends only Inventory when Info is not taken', async () => {
    receiver.setVersions([
      {
        version: '2022-10',
        actions: ['action_OTA_Ping', 'action_OTA_HotelDescriptiveContentNotif_Inventory'],
      },
    ]);
    const report = await pushHotelContent(connection(), fixtureHotel, { allowedHosts });
    expect(receiver.requests.map(({ action }) => action)).toEqual([
      'OTA_Ping:Handshaking',
      'OTA_HotelDescriptiveContentNotif:Inventory',
    ]);
    expect(receiver.requests[1]!.clientProtocolVersion).toBe('2022-10');
    expect(receiver.requests[1]!.xml).not.toContain('MaxChildOccupancy');
    expect(report.counts).toEqual({ rooms: 2, pictures: 3, languages: 2 });
    expect(report.leftOut.map(({ name }) => name)).toEqual(['Electric kettle']);
  });

  it('reports the server’s Errors as the outcome, with their texts, without throwing', async () => {
    receiver.answer({ outcome: 'errors', texts: ['Hotel code ALPENHOF unknown'] });
    const report = await pushHotelContent(connection(), fixtureHotel, { allowedHosts });
    expect(report.outcome).toBe('errors');
    expect(report.sent[0]!.result.errors).toEqual(['Hotel code ALPENHOF unknown']);
  });

  it('fails as not-supported when the server takes no room categories, having sent only the handshake', async () => {
    receiver.setVersions([{ version: '2024-10', actions: ['action_OTA_Ping'] }]);
    const error = await pushHotelContent(connection(), fixtureHotel, { allowedHosts }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AlpineBitsError);
    expect((error as AlpineBitsError).kind).toBe('not-supported');
    expect(receiver.requests).toHaveLength(1);
  });

  it('never sends a message that does not validate', async () => {
    const broken = { ...fixtureHotel, hotelCode: 'A-CODE-LONGER-THAN-16' };
    const error = await pushHotelContent(connection(), broken, { allowedHosts }).catch((e: unknown) => e);
    expect((error as AlpineBitsError).kind).toBe('invalid-message');
    expect(receiver.requests.map(({ action }) => action)).toEqual(['OTA_Ping:Handshaking']);
  });

  it('ends within the time limit as a whole when the server stalls after the handshake', async () => {
    receiver.fault('none', 'stall');
    const error = await pushHotelContent(connection(), fixtureHotel, {
      allowedHosts,
      timeoutMs: 1_500,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'timeout', retryable: false });
    expect(receiver.requests.map(({ action }) => action)).toEqual(['OTA_Ping:Handshaking']);
  });

  it('fails retryably on a 500 and succeeds when tried again', async () => {
    receiver.fault('server-error');
    const error = await pushHotelContent(connection(), fixtureHotel, { allowedHosts }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ kind: 'server-error', retryable: true });
    expect((await pushHotelContent(connection(), fixtureHotel, { allowedHosts })).outcome).toBe('success');
  });
});
