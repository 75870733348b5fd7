import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  allActions2024,
  startAlpineBitsReceiver,
  type AlpineBitsReceiver,
} from '../../../../e2e/fakes/alpinebits-receiver';
import { AlpineBitsError, handshake, sendMessage, type AlpineBitsMessage } from './index';

/** The client against the test receiver (e2e/fakes/alpinebits-receiver.ts) on 127.0.0.1. */

let receiver: AlpineBitsReceiver;
/** OUTBOUND_ALLOWED_HOSTS names the receiver's host and port, as the tests' configuration does. */
let allowedHosts: string[];

const minimalInventory = `<?xml version="1.0" encoding="UTF-8"?>
<OTA_HotelDescriptiveContentNotifRQ xmlns="http://www.opentravel.org/OTA/2003/05" Version="8.000">
  <HotelDescriptiveContents>
    <HotelDescriptiveContent HotelCode="H1" HotelName="Test">
      <FacilityInfo>
        <GuestRooms>
          <GuestRoom Code="DZ" MinOccupancy="1" MaxOccupancy="2">
            <TypeRoom StandardOccupancy="2" RoomClassificationCode="42"/>
            <MultimediaDescriptions>
              <MultimediaDescription InfoCode="25">
                <TextItems>
                  <TextItem>
                    <Description TextFormat="PlainText" Language="en">Double room</Description>
                  </TextItem>
                </TextItems>
              </MultimediaDescription>
            </MultimediaDescriptions>
          </GuestRoom>
        </GuestRooms>
      </FacilityInfo>
    </HotelDescriptiveContent>
  </HotelDescriptiveContents>
</OTA_HotelDescriptiveContentNotifRQ>
`;

const message: AlpineBitsMessage = {
  action: 'OTA_HotelDescriptiveContentNotif:Inventory',
  version: '2024-10',
  xml: minimalInventory,
  counts: { rooms: 1, pictures: 0, languages: 1 },
  languages: ['en'],
  leftOut: [],
};

const connection = () => ({ url: receiver.url, username: receiver.username, password: receiver.password });

async function failure(promise: Promise<unknown>): Promise<AlpineBitsError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AlpineBitsError);
  return error as AlpineBitsError;
}

beforeAll(async () => {
  receiver = await startAlpineBitsReceiver();
  allowedHosts = [new URL(receiver.url).host];
});
afterAll(() => receiver.close());
beforeEach(() => {
  receiver.reset();
  receiver.setVersions([allActions2024]);
});

describe('handshake', () => {
  it('reports the versions and actions the server shares with us, and sends the protocol headers', async () => {
    receiver.setVersions([
      {
        version: '2022-10',
        actions: ['action_OTA_Ping', 'action_OTA_HotelDescriptiveContentNotif_Inventory'],
      },
      { version: '2018-10', actions: ['action_OTA_Ping'] },
    ]);
    const found = await handshake(connection(), { allowedHosts });
    expect(found.versions).toEqual([
      {
        version: '2022-10',
        actions: ['action_OTA_Ping', 'action_OTA_HotelDescriptiveContentNotif_Inventory'],
      },
    ]);
    expect(found.version).toBe('2022-10');
    expect(found.supports).toEqual({ inventory: true, info: false, childOccupancy: false });
    const [ping] = receiver.requests;
    expect(ping).toMatchObject({
      action: 'OTA_Ping:Handshaking',
      clientProtocolVersion: '2024-10',
      refused: null,
    });
    expect(ping!.clientId).toBeTruthy();
    expect(ping!.schemaErrors).toEqual([]);
  });

  it('prefers the newest version both speak', async () => {
    const found = await handshake(connection(), { allowedHosts });
    expect(found.version).toBe('2024-10');
    expect(found.supports).toEqual({ inventory: true, info: true, childOccupancy: true });
  });

  it('finds no version when the server shares none', async () => {
    receiver.setVersions([{ version: '2017-10', actions: ['action_OTA_Ping'] }]);
    const found = await handshake(connection(), { allowedHosts });
    expect(found).toMatchObject({ versions: [], version: null, supports: { inventory: false } });
  });
});

describe('sending a message', () => {
  it('reads Success, Warnings and Errors with their texts', async () => {
    expect(await sendMessage(connection(), message, { allowedHosts })).toMatchObject({
      outcome: 'success',
      warnings: [],
      errors: [],
    });
    receiver.answer({ outcome: 'warnings', texts: ['Picture 3 could not be fetched'] });
    expect(await sendMessage(connection(), message, { allowedHosts })).toMatchObject({
      outcome: 'warnings',
      warnings: ['Picture 3 could not be fetched'],
    });
    receiver.answer({ outcome: 'errors', texts: ['Unknown hotel code H1', 'Second problem'] });
    expect(await sendMessage(connection(), message, { allowedHosts })).toMatchObject({
      outcome: 'errors',
      errors: ['Unknown hotel code H1', 'Second problem'],
    });
    const received = receiver.requests.map(({ action, refused, clientProtocolVersion }) => ({
      action,
      refused,
      clientProtocolVersion,
    }));
    expect(received).toEqual(
      Array(3).fill({
        action: 'OTA_HotelDescriptiveContentNotif:Inventory',
        refused: null,
        clientProtocolVersion: '2024-10',
      }),
    );
    expect(receiver.requests[0]!.document?.name).toBe('OTA_HotelDescriptiveContentNotifRQ');
  });

  it.each([
    ['unauthorized', 'refused-credentials', false],
    ['forbidden', 'refused-credentials', false],
    ['html', 'not-alpinebits', false],
    ['not-alpinebits', 'not-alpinebits', false],
    ['xml-error', 'xml-error', false],
    ['bad-request', 'request-refused', false],
    ['server-error', 'server-error', true],
    ['close', 'network', true],
    ['redirect', 'refused-address', false],
  ] as const)('a %s answer fails as %s (retryable: %s)', async (fault, kind, retryable) => {
    receiver.fault(fault);
    const error = await failure(sendMessage(connection(), message, { allowedHosts }));
    expect({ kind: error.kind, retryable: error.retryable }).toEqual({ kind, retryable });
  });

  it('answers normally again after a 500, so a retry succeeds', async () => {
    receiver.fault('server-error');
    await failure(sendMessage(connection(), message, { allowedHosts }));
    expect((await sendMessage(connection(), message, { allowedHosts })).outcome).toBe('success');
  });

  it('wrong credentials are refused by the receiver and reported as such', async () => {
    const error = await failure(
      sendMessage({ ...connection(), password: 'wrong' }, message, { allowedHosts }),
    );
    expect(error.kind).toBe('refused-credentials');
    expect(receiver.requests[0]?.refused).toBe('credentials');
  });

  it('gives up on a server that stalls when the time limit is over', async () => {
    receiver.fault('stall');
    const error = await failure(sendMessage(connection(), message, { allowedHosts, timeoutMs: 300 }));
    expect({ kind: error.kind, retryable: error.retryable }).toEqual({ kind: 'timeout', retryable: false });
  });

  it('refuses a private address unless its host is allowed, and sends nothing', async () => {
    const error = await failure(sendMessage(connection(), message, { allowedHosts: [] }));
    expect(error.kind).toBe('refused-address');
    expect(receiver.requests).toEqual([]);
    const credentialsInUrl = receiver.url.replace('http://', 'http://user:pass@');
    const inUrl = await failure(
      sendMessage({ ...connection(), url: credentialsInUrl }, message, { allowedHosts }),
    );
    expect(inUrl.kind).toBe('refused-address');
    const notHttp = await failure(
      sendMessage({ ...connection(), url: 'ftp://127.0.0.1/' }, message, { allowedHosts }),
    );
    expect(notHttp.kind).toBe('refused-address');
  });

  it('a name that does not resolve is a network fault worth retrying', async () => {
    const error = await failure(
      sendMessage({ ...connection(), url: 'https://alpinebits.invalid/' }, message, { allowedHosts }),
    );
    expect({ kind: error.kind, retryable: error.retryable }).toEqual({ kind: 'network', retryable: true });
  });
});
