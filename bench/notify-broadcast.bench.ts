// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the announcement template holds a ${publishTime} placeholder
// A broadcast announcement to 1,000 connected sockets: from the admin's `enable` call (which
// writes one message per user, then NOTIFYs) to each socket's `receiveNotice` push. Reports
// p50/p99/max delivery. Target: p99 under 1 s. Sockets, server and PostgreSQL share this machine.
// Not part of `npm test`.
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { user } from '../apps/server/src/db/schema';
import { issueTokens } from '../apps/server/src/modules/auth/tokens';
import { startBenchApp, startBenchDatabase, stopBench } from './setup';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const env = await startBenchDatabase('bench-notify');
const { db, pool } = env;

const [{ role_id, dept_id }] = (
  await pool.query("select role_id, dept_id from calf_user where account = 'admin'")
).rows;
await pool.query(
  `insert into calf_user (id, tenant_id, account, password, name, real_name, role_id, dept_id)
   select 4000000000 + u, '000000', 'worker' || u, 'x', 'worker' || u, '员工' || u, $1, $2
   from generate_series(1, ${SOCKETS}) u`,
  [role_id, dept_id],
);
const app = await startBenchApp(env.dir, db);

console.log(`signing in ${SOCKETS} users and connecting their sockets…`);
const workers = await db.select().from(user).where(eq(user.tenantId, '000000'));
const tokens: string[] = [];
for (const u of workers.filter((w) => w.account.startsWith('worker'))) {
  const t = await issueTokens({
    db,
    config: app.config,
    user: u,
    clientId: 'web',
    accessTtl: 3600,
    refreshTtl: 3600,
    deptId: u.deptId,
    roleId: u.roleId,
  });
  tokens.push(t.access_token);
}

const received: number[] = [];
let started = 0;
const sockets: Socket[] = [];
const connect = (token: string) =>
  new Promise<Socket>((resolve, reject) => {
    const s = io(app.url, {
      path: '/socket.io',
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    s.on('connect', () => resolve(s));
    s.on('connect_error', reject);
    s.on('receiveNotice', (m: { type: string }) => {
      if (m.type === 'new') received.push(performance.now() - started);
    });
  });
for (let i = 0; i < tokens.length; i += 50) {
  sockets.push(...(await Promise.all(tokens.slice(i, i + 50).map(connect))));
}
console.log(`${sockets.length} sockets connected`);

const call = async (path: string, body?: unknown) => {
  const res = await fetch(`${app.url}/api/shtmp-notify/notifyNotice/${path}`, {
    method: 'POST',
    headers: {
      'calf-auth': `bearer ${app.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { code: number; msg: string; data: { id: string; sent?: number } };
};
const saved = await call('save', {
  name: '安全生产月',
  noticeKind: 'ANNOUNCEMENT',
  channels: ['SITE'],
  titleTemplate: '六月安全生产月活动通知',
  contentTemplate: '请各部门于 ${publishTime} 起开展安全生产月活动。',
});
if (saved.code !== 200) throw new Error(`save failed: ${saved.msg}`);
started = performance.now();
const enabled = await call(`enable/${saved.data.id}`);
const answered = performance.now() - started;
if (enabled.code !== 200) throw new Error(`enable failed: ${enabled.msg}`);
const deadline = Date.now() + 10_000;
while (received.length < sockets.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));

const sorted = [...received].sort((a, b) => a - b);
const at = (p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
console.log(
  `enable answered in ${answered.toFixed(0)} ms (${enabled.data.sent} messages written); ` +
    `${received.length}/${sockets.length} sockets received the push: ` +
    `p50 ${at(50).toFixed(0)} ms, p99 ${at(99).toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms ` +
    `(target p99 < 1000 ms)`,
);

for (const s of sockets) s.close();
await app.close();
await stopBench(env);
process.exit(received.length === sockets.length && at(99) < 1000 ? 0 : 1);
