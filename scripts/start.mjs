// `npm start`: builds the web app and the server bundle when their sources changed, then runs the
// server (embedded PostgreSQL unless DATABASE_URL is set). Dependency-free apart from esbuild.
import { pathToFileURL } from 'node:url';
import { buildServerIfStale, serverBundle } from './build-server.mjs';
import { brotliInBackground, buildWebIfStale } from './build-web.mjs';

// The banner's "ready in" counts from here, not from the server process's own start.
process.env.DP_START_TIME ??= String(Date.now() - Math.round(process.uptime() * 1000));
await buildWebIfStale({ deferBrotli: true });
await buildServerIfStale();
// The server runs in this process (one Node process rather than a launcher and a child: less memory,
// a quicker start); source maps for its stack traces are switched on before it loads.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverBundle).href);
// the server listens: the brotli variants of the web assets are written now, not waited for
brotliInBackground().catch((e) => console.warn(`brotli variants of the web assets: ${e.message}`));
