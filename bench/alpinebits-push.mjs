// The AlpineBits push (issue 33) for a hotel of 40 rooms with 10 pictures each (400), 20 hotel pictures, 2
// languages and every feature switched on: (1) building both messages and validating them against the official
// schema, the first time in the process (schema read, xmllint's WebAssembly compiled) and then the median of
// later runs (goal: under 2 s); (2) the whole push (handshake, build and validate, Inventory, Info) against the
// test receiver on 127.0.0.1 (e2e/fakes/alpinebits-receiver.ts), with the receiver's own time (it reads every
// request and validates it against the schema too) subtracted: the push's own overhead (goal: under 1 s).
// No app server or database: the integration is called as the push job calls it. Run through
// `node bench/run.mjs alpinebits`.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { goalLines } from './lib/goals.mjs';
import { loadNote } from './lib/machine.mjs';
import { importTypeScript } from './lib/typescript-module.mjs';

const hotel = { rooms: 40, picturesPerRoom: 10, hotelPictures: 20, languages: ['de', 'en'] };
const warmRuns = 5;
const goals = { buildMs: 2000, pushOverheadMs: 1000 };

const print = (text = '') => process.stdout.write(`${text}\n`);

/** The product's TypeScript, bundled for this run (lib/typescript-module.mjs). */
const code = await importTypeScript(
  'alpinebits-push',
  [
    "export { pushHotelContent, inventoryCodeFor } from './server/src/integrations/alpinebits/index.ts';",
    "export { buildMessages } from './server/src/integrations/alpinebits/messages/build.ts';",
    "export { featureCatalogue } from './server/src/features/hotel-features/catalogue.ts';",
    "export { startAlpineBitsReceiver } from './e2e/fakes/alpinebits-receiver.ts';",
  ].join('\n'),
);

const paragraph = (language, subject) =>
  language === 'de'
    ? `${subject}: helle Räume aus Lärchenholz, ein Balkon mit Blick auf den Schlern und ein Bad mit Regendusche. `.repeat(
        4,
      )
    : `${subject}: bright larch-wood rooms, a balcony facing the Schlern and a bathroom with a rain shower. `.repeat(
        4,
      );

function texts(subject) {
  return Object.fromEntries(hotel.languages.map((language) => [language, paragraph(language, subject)]));
}

function features(category) {
  return code.featureCatalogue
    .filter((entry) => entry.id === category)
    .flatMap((entry) =>
      entry.subcategories.flatMap((sub) => sub.features.map(([key, name]) => ({ key, name }))),
    );
}

function picture(path, assetCategory, subjects = []) {
  return {
    url: `https://studio.example.com/media/${path}/original.jpg`,
    assetCategory,
    subjects,
    captions: { de: `Foto ${path}`, en: `Photo ${path}` },
    width: 3000,
    height: 2000,
  };
}

function bigHotel() {
  const roomFeatures = features('room');
  const rooms = Array.from({ length: hotel.rooms }, (_, index) => {
    const id = `${(0x10000000 + index * 7919).toString(16)}-0000-4000-8000-000000000000`;
    return {
      code: code.inventoryCodeFor(id),
      names: { de: `Zimmer ${index + 1}`, en: `Room ${index + 1}` },
      descriptions: texts(`Room ${index + 1}`),
      type: index % 5 === 0 ? 'suite' : 'double',
      occupancy: { min: 1, standard: 2, max: 4, maxChildren: 2 },
      beds: [
        { type: 'double', count: 1 },
        { type: 'sofa-bed', count: 1 },
      ],
      sizeSqm: 30 + index,
      roomCount: 3,
      view: 'mountain',
      features: roomFeatures,
      pictures: Array.from({ length: hotel.picturesPerRoom }, (_, n) =>
        picture(`r${index}-${n}`, 'Room Photos', n === 1 ? ['bathroom'] : []),
      ),
    };
  });
  const subjects = [['exterior'], ['lobby'], ['restaurant'], ['spa'], ['pool'], []];
  return {
    hotelCode: 'BENCH40',
    hotelName: 'Hotel Benchmark',
    languages: hotel.languages,
    rooms,
    info: {
      descriptions: texts('The hotel'),
      pictures: Array.from({ length: hotel.hotelPictures }, (_, n) =>
        picture(`h${n}`, 'Property', subjects[n % subjects.length]),
      ),
      starRating: 4,
      policies: {
        pets: 'on-request',
        smoking: 'not-allowed',
        parties: null,
        children: 'welcome',
        checkIn: { from: '14:00', until: '22:00' },
        checkOut: { from: '07:00', until: '10:30' },
      },
      location: {
        address: 'Dorfstraße 1',
        city: 'Kastelruth',
        postalCode: '39040',
        countryCode: 'IT',
        latitude: 46.57,
        longitude: 11.56,
      },
      contact: { phone: '+39047100000', email: 'info@bench.example', website: 'https://bench.example' },
    },
    facilities: [...features('facilities'), ...features('policies')],
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${Math.round(value)} ms`;

async function main() {
  print(`AlpineBits push (Node ${process.version}, ${os.cpus().length} CPUs, ${os.platform()} ${os.arch()})`);
  print(`${loadNote()}\n`);
  const content = bigHotel();

  let started = performance.now();
  const first = await code.buildMessages(content, { childOccupancy: true });
  const coldMs = performance.now() - started;
  const warm = [];
  for (let run = 0; run < warmRuns; run++) {
    started = performance.now();
    await code.buildMessages(content, { childOccupancy: true });
    warm.push(performance.now() - started);
  }
  const size = (xml) => `${(Buffer.byteLength(xml) / 1024).toFixed(0)} KB`;
  print(
    `Messages: Inventory ${size(first.inventory.xml)} (${first.inventory.counts.rooms} rooms, ` +
      `${first.inventory.counts.pictures} pictures), Info ${size(first.info.xml)} ` +
      `(${first.info.counts.pictures} pictures), ${first.inventory.counts.languages} languages`,
  );
  print(`Build + validate: first ${ms(coldMs)}, then median of ${warmRuns} ${ms(median(warm))}`);

  const receiver = await code.startAlpineBitsReceiver();
  const options = { allowedHosts: [new URL(receiver.url).host] };
  const connection = { url: receiver.url, username: receiver.username, password: receiver.password };
  const pushes = [];
  try {
    for (let run = 0; run < 3; run++) {
      receiver.reset();
      started = performance.now();
      const report = await code.pushHotelContent(connection, content, options);
      const totalMs = performance.now() - started;
      if (report.outcome !== 'success' || receiver.requests.some((request) => request.refused)) {
        throw new Error(`the push was not taken: ${JSON.stringify(receiver.requests.map((r) => r.refused))}`);
      }
      const receiverMs = receiver.requests.reduce((sum, request) => sum + request.handlingMs, 0);
      pushes.push({ totalMs, receiverMs, overheadMs: totalMs - receiverMs });
    }
  } finally {
    await receiver.close();
  }
  print('\nPush against the local receiver (handshake, Inventory, Info), 3 runs:');
  print('  run  total     receiver  push overhead');
  pushes.forEach(({ totalMs, receiverMs, overheadMs }, index) =>
    print(`  ${index + 1}    ${ms(totalMs).padEnd(9)} ${ms(receiverMs).padEnd(9)} ${ms(overheadMs)}`),
  );
  const worstOverhead = Math.max(...pushes.map(({ overheadMs }) => overheadMs));
  const worstBuild = Math.max(coldMs, ...warm);
  print('\nGoals:');
  print(
    goalLines([
      {
        goal: `build + validate ${hotel.rooms} rooms, ${first.inventory.counts.pictures} pictures, ${hotel.languages.length} languages < 2 s (worst run, first included)`,
        measured: ms(worstBuild),
        pass: worstBuild < goals.buildMs,
      },
      {
        goal: "push overhead without the receiver's time < 1 s (worst of 3)",
        measured: ms(worstOverhead),
        pass: worstOverhead < goals.pushOverheadMs,
      },
    ]),
  );
}

try {
  await main();
} catch (error) {
  process.stderr.write(`alpinebits-push failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
}
