import { describe, expect, it } from 'vitest';
import { evaluateReadiness, readinessSummary } from './evaluate';
import { readinessChannels, type ChannelReadiness, type ReadinessInput } from './readiness';
import { channelRules } from './rules';
import { failingHotel, readinessPhoto, readyHotel } from './testing/readiness-fixtures';

const channelOf = (readiness: ChannelReadiness[], channel: string) =>
  readiness.find((each) => each.channel === channel)!;

/** The ready hotel with a room of 2 photos, an 850 × 400 photo and a 2000 × 2000 one. */
function hotelWithIssueCases(): ReadinessInput {
  const input = readyHotel();
  input.rooms[0]!.photoIds = input.rooms[0]!.photoIds.slice(0, 2);
  const small = readinessPhoto({ width: 850, height: 400 });
  const square = readinessPhoto({ width: 2000, height: 2000 });
  input.photos.push(small, square);
  return input;
}

describe('evaluateReadiness', () => {
  it('answers every channel in the matrix order, each with its rules in the table order', () => {
    const readiness = evaluateReadiness(readyHotel());
    expect(readiness.map((each) => each.channel)).toEqual([...readinessChannels]);
    for (const { channel, outcomes } of readiness)
      expect(outcomes.map((each) => each.ruleId)).toEqual(
        channelRules.filter((rule) => rule.channel === channel).map((rule) => rule.id),
      );
  });

  it('counts a ready hotel’s rules as passing, per channel and group; a group without rules passes with zeros', () => {
    const booking = channelOf(evaluateReadiness(readyHotel()), 'booking');
    expect(booking.status).toBe('pass');
    expect(booking.counts).toEqual({ pass: 11, warn: 0, fail: 0 });
    expect(booking.groups).toEqual({
      photos: { pass: 7, warn: 0, fail: 0, status: 'pass' },
      rooms: { pass: 0, warn: 0, fail: 0, status: 'pass' },
      descriptions: { pass: 1, warn: 0, fail: 0, status: 'pass' },
      // Its texts in Italian, the one language it serves besides its primary one.
      languages: { pass: 1, warn: 0, fail: 0, status: 'pass' },
      amenities: { pass: 1, warn: 0, fail: 0, status: 'pass' },
      policies: { pass: 1, warn: 0, fail: 0, status: 'pass' },
      contact: { pass: 0, warn: 0, fail: 0, status: 'pass' },
    });
  });

  it('counts rules (not items) per status, and gives each group and channel its worst status', () => {
    const readiness = evaluateReadiness(hotelWithIssueCases());
    const booking = channelOf(readiness, 'booking');
    // roomPhotos, bathroomPhotos (the bathroom photo was the 4th) and displaySize fail; recommendedSize warns.
    expect(booking.counts).toEqual({ pass: 7, warn: 1, fail: 3 });
    expect(booking.groups.photos).toEqual({ pass: 3, warn: 1, fail: 3, status: 'fail' });
    expect(booking.groups.descriptions.status).toBe('pass');
    expect(booking.status).toBe('fail');

    const google = channelOf(readiness, 'google');
    // 850 × 400: more than twice as wide as high (fails), 400 px below the recommended 720 (warns).
    expect(google.counts).toEqual({ pass: 3, warn: 1, fail: 1 });

    const expedia = channelOf(readiness, 'expedia');
    expect(expedia.groups.rooms).toEqual({ pass: 1, warn: 0, fail: 0, status: 'pass' });
  });

  it('gives a channel whose worst rule only warns the status warn', () => {
    const input = readyHotel();
    input.photos.push(readinessPhoto({ width: 2000, height: 2000 }));
    const expedia = channelOf(evaluateReadiness(input), 'expedia');
    expect([expedia.status, expedia.counts, expedia.groups.photos.status]).toEqual([
      'warn',
      { pass: 8, warn: 1, fail: 0 },
      'warn',
    ]);
  });

  it('lists the failing items before the warning ones, and fixes the rule where its worst item is fixed', () => {
    const input = readyHotel();
    const small = readinessPhoto({ width: 1200, height: 900 });
    const lost = readinessPhoto({ fileMissing: true });
    input.photos.push(small, lost);
    const outcome = channelOf(evaluateReadiness(input), 'booking').outcomes.find(
      (each) => each.ruleId === 'booking.recommendedSize',
    )!;
    expect(outcome.items.map((item) => [item.id, item.status])).toEqual([
      [lost.id, 'fail'],
      [small.id, 'warn'],
    ]);
    expect(outcome.status).toBe('fail');
    expect(outcome.fix).toEqual({ kind: 'editAsset', assetId: lost.id });
  });

  it('fails a hotel that misses everything on every channel, with the page still answered', () => {
    const readiness = evaluateReadiness(failingHotel());
    for (const channel of readiness)
      expect([channel.channel, channel.status]).toEqual([channel.channel, 'fail']);
    // Recommended: the top facilities and the Italian texts.
    expect(channelOf(readiness, 'booking').counts).toEqual({ pass: 0, warn: 2, fail: 9 });
  });

  it('checks every room of a hotel of 100 photos and 10 rooms', () => {
    const input = readyHotel();
    input.photos = Array.from({ length: 100 }, () => readinessPhoto());
    input.rooms = Array.from({ length: 10 }, (_, room) => ({
      ...input.rooms[0]!,
      id: `room-${room}`,
      photoIds: input.photos.slice(room * 10, room * 10 + 10).map((photo) => photo.id),
    }));
    const readiness = evaluateReadiness(input);
    expect(
      channelOf(readiness, 'booking').outcomes.find((each) => each.ruleId === 'booking.bathroomPhotos')!
        .items,
    ).toHaveLength(10);
  });
});

describe('readinessSummary', () => {
  it('is the chain matrix row: each channel’s status and rule counts', () => {
    const summary = readinessSummary(evaluateReadiness(hotelWithIssueCases()));
    expect(Object.keys(summary)).toEqual([...readinessChannels]);
    expect(summary.booking).toEqual({ pass: 7, warn: 1, fail: 3, status: 'fail' });
    expect(summary.website).toEqual({ pass: 3, warn: 0, fail: 1, status: 'fail' });
  });
});
