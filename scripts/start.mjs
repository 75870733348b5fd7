// `npm start`: builds when the build is missing or older than the sources, then runs the compiled server.
import path from 'node:path';
import { ensureBuild, root } from './ensure-build.mjs';

await ensureBuild();
await import(path.join(root, 'dist/server/main.js'));
