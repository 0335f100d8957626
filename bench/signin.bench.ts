// `npm run bench:signin -w bench`: only the sign-in downloads of the scale suite (signin-downloads.ts).
import { startBenchDatabase, stopBench } from './setup';
import { measureSignInDownloads } from './signin-downloads';

const env = await startBenchDatabase('bench-signin');
for (const line of await measureSignInDownloads(env.dir, env.db)) console.log(line);
await stopBench(env);
