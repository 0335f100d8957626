// `npm start`: builds the web app and the server bundle when their sources changed, then runs the
// server (embedded PostgreSQL unless DATABASE_URL is set). Dependency-free apart from esbuild.
import { pathToFileURL } from 'node:url';
import { buildServerIfStale, serverBundle } from './build-server.mjs';
import { brotliInChild, buildWebIfStale } from './build-web.mjs';

// The banner's "ready in" counts from here, not from the server process's own start.
process.env.DP_START_TIME ??= String(Date.now() - Math.round(process.uptime() * 1000));
// The web build runs beside the server's own start-up (cluster, migrations, demo data: mostly
// waiting on PostgreSQL); the server listens only once the build is there (START_GATE).
const web = buildWebIfStale({ deferBrotli: true, lowPriority: true });
globalThis[Symbol.for('dp.startGate')] = web;
web.catch(() => undefined); // awaited (and reported) by the server before it listens
await buildServerIfStale();
// The server runs in this process (one Node process rather than a launcher and a child: less memory,
// a quicker start); source maps for its stack traces are switched on before it loads.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverBundle).href);
// The server is starting (its main() runs on): once the build is there, the brotli variants of the
// web assets are written by a low-priority child, not waited for (the gzip ones are served meanwhile).
await web.catch(() => undefined);
brotliInChild();
