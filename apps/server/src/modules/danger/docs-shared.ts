import type { ResourceDef } from '@dp/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../core/context';
import { formatDate } from '../../core/dates';
import { together } from '../../core/together';
import type { Db } from '../../db/client';
import { dangerRecord, dept, post, tenant, user } from '../../db/schema';
import { bizLabelMap } from '../../resource/dictionary';
import { scoped } from '../../resource/scoped';
import { joinTable } from '../../resource/table';
import type { DocDanger } from './docx';

/** Danger states at which the rectification has been handed in (report allowed, notice frozen). */
export const RECTIFIED = ['PENDING_ACCEPT', 'CLOSED'];
/** Danger states a notice may list. */
export const NOTICEABLE = ['PENDING_PLAN', 'PENDING_RECTIFY'];

export type DangerRow = {
  id: string;
  dangerNo: string | null;
  title: string | null;
  description: string | null;
  location: string | null;
  level: string | null;
  status: string | null;
  rectifyDeptId: string | null;
  rectifyUserId: string | null;
  currentDeadline: string | null;
  noticeId: string | null;
  rectifyMeasures: string | null;
  rectifyFinishTime: Date | null;
  actualFund: string | null;
};

/** The listed dangers of the caller's tenant, in the order given (missing ids are left out). */
export async function dangersOf(db: Db, ctx: RequestContext, ids: string[]): Promise<DangerRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: dangerRecord.id,
      dangerNo: dangerRecord.dangerNo,
      title: dangerRecord.title,
      description: dangerRecord.description,
      location: dangerRecord.location,
      level: dangerRecord.level,
      status: dangerRecord.status,
      rectifyDeptId: dangerRecord.rectifyDeptId,
      rectifyUserId: dangerRecord.rectifyUserId,
      currentDeadline: dangerRecord.currentDeadline,
      noticeId: dangerRecord.noticeId,
      rectifyMeasures: dangerRecord.rectifyMeasures,
      rectifyFinishTime: dangerRecord.rectifyFinishTime,
      actualFund: dangerRecord.actualFund,
    })
    .from(dangerRecord)
    .where(and(scoped(ctx, dangerRecord, { live: true }), inArray(dangerRecord.id, ids)));
  const byId = new Map(rows.map((r) => [String(r.id), r as DangerRow]));
  return ids.map((id) => byId.get(id)).filter((r): r is DangerRow => Boolean(r));
}

/** The ordered ids of an `ids` field of one record, read from the layer's join table. */
export async function listedIds(db: Db, def: ResourceDef, ownerId: string): Promise<string[]> {
  const j = joinTable(def, 'dangerIds');
  const rows = await db.select({ refId: j.refId }).from(j).where(eq(j.ownerId, ownerId)).orderBy(asc(j.sort));
  return rows.map((r) => String(r.refId));
}

export async function userNames(db: Db, ids: (string | null | undefined)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((x): x is string => Boolean(x)))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: user.id, name: user.realName })
    .from(user)
    .where(inArray(user.id, wanted));
  return new Map(rows.map((r) => [String(r.id), r.name]));
}

export async function deptName(db: Db, tenantId: string, id: string | null | undefined): Promise<string> {
  if (!id) return '';
  const [row] = await db
    .select({ name: dept.deptName })
    .from(dept)
    .where(and(eq(dept.id, id), scoped(tenantId, dept)));
  return String(row?.name ?? '');
}

/**
 * How a document names people: real name and post, e.g. 陈静（安全管理员）; never the login account
 * (a user without a real name is named by their display name). Users of the tenant only.
 */
export async function personLabels(
  db: Db,
  tenantId: string,
  ids: (string | null | undefined)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((x): x is string => Boolean(x)))];
  if (wanted.length === 0) return new Map();
  const people = await db
    .select({ id: user.id, realName: user.realName, name: user.name, postId: user.postId })
    .from(user)
    .where(and(scoped(tenantId, user), inArray(user.id, wanted)));
  const postIds = [...new Set(people.flatMap((p) => p.postId.split(',').filter(Boolean)))];
  const posts = postIds.length
    ? await db
        .select({ id: post.id, name: post.postName })
        .from(post)
        .where(and(scoped(tenantId, post), inArray(post.id, postIds)))
    : [];
  const postName = new Map(posts.map((p) => [String(p.id), p.name]));
  return new Map(
    people.map((p) => {
      const title = p.postId
        .split(',')
        .map((id) => postName.get(id))
        .filter(Boolean)
        .join('、');
      const name = p.realName || p.name;
      return [String(p.id), title ? `${name}（${title}）` : name];
    }),
  );
}

/** The issuing unit of a notice: the tenant's name (calf_tenant.tenant_name). */
export async function tenantName(db: Db, tenantId: string): Promise<string> {
  const [own] = await db
    .select({ name: tenant.tenantName })
    .from(tenant)
    .where(scoped(tenantId, tenant, { live: true }))
    .limit(1);
  return own?.name ?? '';
}

/** The enterprise's name on documents: the tenant's root department. */
export async function companyName(db: Db, tenantId: string): Promise<string> {
  const [row] = await db
    .select({ name: dept.fullName, short: dept.deptName })
    .from(dept)
    .where(and(scoped(tenantId, dept), eq(dept.parentId, '0'), eq(dept.isDeleted, 0)))
    .orderBy(asc(dept.sort))
    .limit(1);
  return String(row?.name || row?.short || '');
}

/** The earliest current deadline (after approved delays) of the listed dangers. */
export const earliestDeadline = (rows: DangerRow[]): string | null =>
  rows
    .map((d) => d.currentDeadline)
    .filter((d): d is string => Boolean(d))
    .sort()[0] ?? null;

/** Why a notice cannot be issued on `today`: a listed danger whose deadline has already passed. */
export function passedDeadlineRefusal(rows: DangerRow[], today: string): string | undefined {
  const late = rows.find((d) => d.currentDeadline && String(d.currentDeadline).slice(0, 10) < today);
  return late
    ? `隐患 ${late.dangerNo} 的整改期限 ${String(late.currentDeadline).slice(0, 10)} 已过，请先办理延期`
    : undefined;
}

/** The dangers as the documents list them (labels resolved in the tenant's dictionaries). */
export async function docDangers(db: Db, ctx: RequestContext, rows: DangerRow[]): Promise<DocDanger[]> {
  const [levels, states] = await together(
    db,
    async () => bizLabelMap(db, ctx.tenantId, 'DANGER_LEVEL'),
    async () => bizLabelMap(db, ctx.tenantId, 'DANGER_STATUS'),
  );
  return rows.map((d) => ({
    dangerNo: d.dangerNo ?? '',
    title: d.title ?? '',
    description: d.description ?? '',
    location: d.location ?? '',
    levelName: levels.get(d.level ?? '') ?? d.level ?? '',
    deadline: d.currentDeadline ?? '',
    statusName: states.get(d.status ?? '') ?? d.status ?? '',
  }));
}

export const dateOf = (v: unknown): string => (v instanceof Date ? formatDate(v) : '');

/** Content-Disposition of a generated Word file with a Chinese name. */
export function docxAttachment(name: string): string {
  return `attachment; filename="document.docx"; filename*=UTF-8''${encodeURIComponent(`${name}.docx`)}`;
}
