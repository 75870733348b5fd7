// The peer issue 35 measures against: Strapi 5.54 on SQLite in production mode, with 5,000 assets whose names
// carry the cache-miss benchmark's words (terrace-0000 to terrace-0999, five each), readable without signing in.
// Sets it up once (from the npm registry, into node_modules/.cache), starts it, and prints the --peer-url for
//   node bench/run.mjs cache-miss -- '--peer-url=...'   (add --postgres for the PostgreSQL comparison)
// Stop it with Ctrl-C. Not part of the product or its tests: a yardstick for the benchmarks only.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const version = '5.54.0';
const folder = path.join(root, 'node_modules/.cache/hotel-content-studio', `strapi-${version}`);
const port = Number(process.env.PEER_PORT ?? 1337);
const peerUrl = `http://127.0.0.1:${port}/api/assets?filters[name][$containsi]={word}&pagination[pageSize]=60`;

const print = (text) => process.stdout.write(`${text}\n`);

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

const coreFile = (kind) =>
  `const { factories } = require('@strapi/strapi');\nmodule.exports = factories.createCore${kind}('api::asset.asset');\n`;

/** The asset type, its public read, and the seeding of 5,000 assets at the first start. */
const appFiles = {
  'src/api/asset/content-types/asset/schema.json': JSON.stringify(
    {
      kind: 'collectionType',
      collectionName: 'assets',
      info: { singularName: 'asset', pluralName: 'assets', displayName: 'Asset' },
      options: { draftAndPublish: false },
      attributes: { name: { type: 'string' }, tags: { type: 'text' }, category: { type: 'string' } },
    },
    null,
    2,
  ),
  'src/api/asset/routes/asset.js': coreFile('Router'),
  'src/api/asset/controllers/asset.js': coreFile('Controller'),
  'src/api/asset/services/asset.js': coreFile('Service'),
  'src/index.js': `'use strict';
module.exports = {
  register() {},
  async bootstrap({ strapi }) {
    const permissions = strapi.db.query('plugin::users-permissions.permission');
    const publicRole = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
    for (const action of ['api::asset.asset.find', 'api::asset.asset.findOne']) {
      if (!(await permissions.findOne({ where: { action, role: publicRole.id } })))
        await permissions.create({ data: { action, role: publicRole.id } });
    }
    const assets = strapi.db.query('api::asset.asset');
    if ((await assets.count()) > 0) return;
    const rows = Array.from({ length: 5000 }, (_, i) => ({
      name: 'photo ' + i + ' terrace-' + String(i % 1000).padStart(4, '0') + '.jpg',
      tags: 'terrace\\nview',
      category: 'Property',
    }));
    for (let i = 0; i < rows.length; i += 500) await assets.createMany({ data: rows.slice(i, i + 500) });
  },
};
`,
};

function setUp() {
  if (existsSync(path.join(folder, 'node_modules/@strapi/strapi'))) return;
  mkdirSync(path.dirname(folder), { recursive: true });
  if (!existsSync(path.join(folder, 'package.json'))) {
    run(
      'npx',
      [
        '-y',
        `create-strapi-app@${version}`,
        folder,
        ...[
          '--skip-cloud',
          '--no-example',
          '--js',
          '--use-npm',
          '--skip-db',
          '--no-git-init',
          '--no-install',
        ],
      ],
      root,
    );
  }
  // Every Strapi package at the one version (a newer release once named packages not yet published), and no
  // cloud plugin (it would call out at start).
  const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));
  delete manifest.dependencies['@strapi/plugin-cloud'];
  for (const name of Object.keys(manifest.dependencies)) {
    if (name.startsWith('@strapi/')) manifest.dependencies[name] = version;
  }
  writeFileSync(path.join(folder, 'package.json'), JSON.stringify(manifest, null, 2));
  run('npm', ['install', '--no-audit', '--no-fund'], folder);
}

function writeAppFiles() {
  for (const [file, content] of Object.entries(appFiles)) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), content);
  }
  // The API only: the admin panel would need a build of its own and serves nothing the benchmark asks.
  const adminConfig = path.join(folder, 'config/admin.js');
  const admin = readFileSync(adminConfig, 'utf8');
  if (!admin.includes('serveAdminPanel')) {
    writeFileSync(
      adminConfig,
      admin.replace('({ env }) => ({', '({ env }) => ({\n  serveAdminPanel: false,'),
    );
  }
}

async function untilAnswering() {
  const probe = peerUrl.replace('{word}', 'terrace-0042');
  for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
    const answer = await fetch(probe).catch(() => undefined);
    if (answer?.ok) {
      const { meta } = await answer.json();
      if (meta?.pagination?.total === 5) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`the Strapi peer did not answer ${probe} with 5 assets within 2 minutes`);
}

setUp();
writeAppFiles();
const strapi = spawn('npx', ['strapi', 'start'], {
  cwd: folder,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1' },
});
strapi.on('exit', (code) => {
  print(`Strapi stopped (exit ${code})`);
  process.exit(code ?? 0);
});
process.on('SIGINT', () => strapi.kill('SIGINT'));
process.on('SIGTERM', () => strapi.kill('SIGTERM'));
await untilAnswering();
print(`Strapi ${version} answers on port ${port} with 5,000 assets. In another terminal:`);
print(`  node bench/run.mjs cache-miss -- '--peer-url=${peerUrl}'`);
