import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AlpineBitsRunResponse } from '@common/alpinebits/schemas';
import type { AlpineBitsReceiver } from '@e2e/fakes/alpinebits-receiver';
import { appWithReceiver, formFor, waitForRun } from '../../../test/alpinebits';
import { buildGermanHotelWithItalian } from '../../../test/content-api';
import { buildUser, type SignedInUser } from '../../../test/factories';
import { requestAs, type TestApp } from '../../../test/test-app';

/**
 * Issue 37, point 5: AlpineBits carries each text per language. A German hotel that serves Italian too sends its
 * room's name and its photos' captions in German first, then Italian, each as typed (the receiver checks every
 * message against the official schema before it answers); a language it no longer serves is not sent.
 */
let testApp: TestApp;
let receiver: AlpineBitsReceiver;
let owner: SignedInUser;
let hotel: Awaited<ReturnType<typeof buildGermanHotelWithItalian>>;

beforeAll(async () => {
  ({ testApp, receiver } = await appWithReceiver({ exchangeTimeoutMs: 5_000 }));
  owner = await buildUser(testApp);
  hotel = await buildGermanHotelWithItalian(testApp, owner);
  const saved = await requestAs(
    testApp,
    owner,
    'PUT',
    `/api/hotels/${hotel.hotelId}/alpinebits`,
    formFor(receiver, { [hotel.roomId]: 'DZ' }),
  );
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await testApp?.close();
  await receiver?.close();
});

async function pushAndWait() {
  receiver.reset();
  const response = await requestAs(testApp, owner, 'POST', `/api/hotels/${hotel.hotelId}/alpinebits/push`);
  expect(response.statusCode, response.body).toBe(202);
  const run = await waitForRun(testApp, owner, hotel.hotelId, response.json<AlpineBitsRunResponse>().run.id);
  expect(receiver.requests.every((request) => request.refused === null)).toBe(true);
  const sent = receiver.requests.find((request) => request.action.endsWith(':Inventory'))!.xml;
  // The message is indented; elements side by side read as one line here.
  return { run, inventory: sent.replace(/>\s+</g, '><') };
}

const text = (language: string, value: string) =>
  `<Description TextFormat="PlainText" Language="${language}">${value}</Description>`;

it('sends the room name and the captions in German, then Italian, and no other language', async () => {
  const { run, inventory } = await pushAndWait();
  expect(run).toMatchObject({ status: 'succeeded', languages: ['de', 'it'], counts: { languages: 2 } });

  const name = /<MultimediaDescription InfoCode="25">([\s\S]*?)<\/MultimediaDescription>/.exec(
    inventory,
  )?.[1];
  expect(name).toContain(`${text('de', 'Doppelzimmer Seeblick')}${text('it', 'Camera doppia vista lago')}`);
  const pictures = /<MultimediaDescription InfoCode="23">([\s\S]*?)<\/MultimediaDescription>/.exec(
    inventory,
  )?.[1];
  expect(pictures).toContain(
    `${text('de', 'Sonnenuntergang über dem See')}${text('it', 'Tramonto sul lago')}`,
  );
  // The room's description has no Italian translation: German only, never copied.
  const description = /<MultimediaDescription InfoCode="1">([\s\S]*?)<\/MultimediaDescription>/.exec(
    inventory,
  )?.[1];
  expect(description).toContain(text('de', 'Ein helles Zimmer mit Balkon.'));
  expect(description).not.toContain('Language="it"');

  expect(inventory).not.toContain('Language="fr"');
  expect(inventory).not.toContain(hotel.unpublished.french);
});

it('a name without a translation goes in German only, and a changed translation goes out as changed', async () => {
  await hotel.translate('it', 'roomName', hotel.roomId, '');
  await hotel.translate('it', 'photoCaption', hotel.photoId, 'Tramonto sul lago di Caldaro');
  const { run, inventory } = await pushAndWait();
  expect(run.status).toBe('succeeded');
  const name = /<MultimediaDescription InfoCode="25">([\s\S]*?)<\/MultimediaDescription>/.exec(
    inventory,
  )?.[1];
  expect(name).toContain(text('de', 'Doppelzimmer Seeblick'));
  expect(name).not.toContain('Language="it"');
  expect(inventory).toContain(text('it', 'Tramonto sul lago di Caldaro'));
});
