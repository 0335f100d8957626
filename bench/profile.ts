// CPU profile of one benchmark run (BENCH_PROFILE=<dir>): the inspector samples only while `fn`
// runs, writes <dir>/<name>.cpuprofile (open it in Chrome DevTools) and prints the top frames by
// self time, so the layer's own cost is read without start-up and data generation in the way.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number } };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

export async function profiled<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_PROFILE;
  if (!dir) return fn();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  let result: T | undefined;
  try {
    result = await fn();
    return result;
  } finally {
    const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
    session.disconnect();
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `${name.replace(/[^\w.-]+/g, '_')}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    // a load run's requests: the profile's busy time per request, comparable between two sides
    const requests = (result as { requests?: { total?: number } } | undefined)?.requests?.total;
    const perRequest = requests
      ? `, ${((1000 * busyMs(profile)) / requests).toFixed(0)} µs busy per request (${requests} requests)`
      : '';
    console.log(`  profile ${file}${perRequest}; top frames by self time (idle excluded):`);
    for (const line of topFrames(profile, 12)) console.log(`    ${line}`);
  }
}

export function topFrames(profile: Profile, n: number): string[] {
  const time = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    time.set(id, (time.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const self = new Map<string, number>();
  let busy = 0;
  for (const node of profile.nodes) {
    const t = time.get(node.id) ?? 0;
    const f = node.callFrame;
    // idle time, and the inspector's own work when the profile is stopped
    if (f.functionName === '(idle)' || (f.functionName === 'dispatch' && !f.url)) continue;
    busy += t;
    const where = f.url.replace(/^.*node_modules\//, '').replace(/^.*\/(apps|packages|bench)\//, '$1/');
    const key = `${f.functionName || '(anonymous)'} ${where}${where ? `:${f.lineNumber + 1}` : ''}`;
    self.set(key, (self.get(key) ?? 0) + t);
  }
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, t]) => `${((100 * t) / busy).toFixed(1).padStart(5)}%  ${k}`);
}

/** Milliseconds the profile's samples were busy (idle and the inspector's own stop excluded). */
function busyMs(profile: Profile): number {
  const kind = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const f = kind.get(id);
    if (f && f.functionName !== '(idle)' && !(f.functionName === 'dispatch' && !f.url))
      busy += profile.timeDeltas[i] ?? 0;
  });
  return busy / 1000;
}
