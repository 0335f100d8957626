import { and, eq } from 'drizzle-orm';
import { nextId } from '../src/core/ids';
import type { Db } from '../src/db/client';
import { dangerRecord, flowLog, role } from '../src/db/schema';
import { createUser, multipartFile } from './fixtures';

/** The seeded business role of the tenant with this alias. */
export async function businessRoleId(db: Db, alias: string, tenantId = '000000'): Promise<string> {
  const [r] = await db
    .select({ id: role.id })
    .from(role)
    .where(and(eq(role.tenantId, tenantId), eq(role.roleAlias, alias), eq(role.isDeleted, 0)));
  if (!r) throw new Error(`no role ${alias} in ${tenantId}`);
  return r.id;
}

/** A user holding one seeded business role, in a department. */
export async function roleUser(db: Db, alias: string, deptId: string, tenantId = '000000') {
  return createUser(db, { tenantId, deptId, roleId: await businessRoleId(db, alias, tenantId) });
}

let seq = 0;

/**
 * A danger placed directly in a state, for tests of what builds on dangers (notices, reports,
 * screens); the danger workflow's own tests drive every transition instead.
 */
export async function placeDanger(
  db: Db,
  opts: {
    status: string;
    rectifyDeptId: string;
    level?: 'GENERAL' | 'MAJOR';
    deadline?: string;
    rectifyUserId?: string;
    acceptUserId?: string;
    reporterId?: string;
    tenantId?: string;
    actualFund?: number;
  },
): Promise<{ id: string; dangerNo: string }> {
  const id = nextId();
  seq += 1;
  const dangerNo = `YH-20261123-${String(9000 + seq)}`;
  await db.insert(dangerRecord).values({
    id,
    tenantId: opts.tenantId ?? '000000',
    dangerNo,
    title: `测试隐患${seq}`,
    description: `测试隐患${seq}的现状描述`,
    location: '一号厂房',
    level: opts.level ?? 'GENERAL',
    status: opts.status,
    rectifyDeptId: opts.rectifyDeptId,
    rectifyUserId: opts.rectifyUserId ?? null,
    acceptUserId: opts.acceptUserId ?? null,
    reporterId: opts.reporterId ?? null,
    currentDeadline: opts.deadline ?? '2026-12-31',
    rectifyMeasures: `已整改${seq}`,
    actualFund: opts.actualFund === undefined ? null : String(opts.actualFund),
  } as typeof dangerRecord.$inferInsert);
  return { id, dangerNo };
}

export async function setDangerStatus(db: Db, id: string, status: string): Promise<void> {
  await db.update(dangerRecord).set({ status }).where(eq(dangerRecord.id, id));
}

export async function dangerRow(db: Db, id: string) {
  const [row] = await db.select().from(dangerRecord).where(eq(dangerRecord.id, id));
  return row;
}

export async function flowLogRows(db: Db, resource: string, recordId: string) {
  return db
    .select()
    .from(flowLog)
    .where(and(eq(flowLog.resource, resource), eq(flowLog.recordId, recordId)));
}

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('photo'),
]);

/** Uploads a small PNG as the token's user and answers its attach id. */
export async function uploadPhoto(
  app: { inject: (o: object) => Promise<{ json: () => unknown }> },
  token: string,
) {
  const { payload, headers } = multipartFile('photo.png', PNG, { contentType: 'image/png' });
  const res = await app.inject({
    method: 'POST',
    url: '/api/calf-resource/oss/endpoint/put-file-attach',
    payload,
    headers: { ...headers, 'calf-auth': `bearer ${token}` },
  });
  return (res.json() as { data: { attachId: string } }).data.attachId;
}
