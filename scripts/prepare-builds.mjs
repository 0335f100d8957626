// `npm install` / `npm ci` (the root package's postinstall): builds the web app (with its gzip and
// brotli variants) and the server bundle once the dependencies are there, so that the first
// `npm start` serves at once instead of building first. The build takes ~10 s of CPU that a first
// start on two cores would otherwise share with its own start-up (cluster, migrations, demo data).
// `npm start` still rebuilds whatever a later change made stale (the same checks as here).
import { buildServerIfStale } from './build-server.mjs';
import { buildWebIfStale } from './build-web.mjs';

const t0 = Date.now();
await buildWebIfStale();
await buildServerIfStale();
console.log(`Web app and server bundle ready (${((Date.now() - t0) / 1000).toFixed(1)}s).`);
