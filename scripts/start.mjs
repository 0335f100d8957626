// `npm start`: builds the web app and the server bundle when their sources changed, then runs the
// server (embedded PostgreSQL unless DATABASE_URL is set). Dependency-free apart from esbuild.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServerIfStale, serverBundle } from './build-server.mjs';
import { buildWebIfStale } from './build-web.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The banner's "ready in" counts from here, not from the server process's own start.
process.env.DP_START_TIME ??= String(Date.now() - Math.round(process.uptime() * 1000));
buildWebIfStale();
await buildServerIfStale();
const server = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
  cwd: root,
  stdio: 'inherit',
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
