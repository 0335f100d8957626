import { resources } from '@dp/domain';
import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RequestContext } from '../../core/context';
import { badRequest } from '../../core/envelope';
import { isId } from '../../core/ids';
import { writeTransaction } from '../../core/together';
import type { Db } from '../../db/client';
import { dept, trainingParticipant, trainingRecord, user } from '../../db/schema';
import { scoped } from '../../resource/scoped';
import { resourceService } from '../../resource/service';
import { tenantTimeZone } from './settings';
import { tenantUsers } from './users';

/** passed / examined, four decimals; none while nobody was examined. */
export function passRate(examined: number, passed: number): number | null {
  return examined > 0 ? Math.round((passed / examined) * 10000) / 10000 : null;
}

/**
 * People from outside the tenant who attended (§8 `externalParticipants`): name, company, and an ID
 * number or a phone to tell them apart.
 */
const externalSchema = z
  .array(
    z
      .object({
        name: z.string({ error: '姓名不能为空' }).trim().min(1, '姓名不能为空').max(50, '姓名不能超过50字'),
        company: z.string().trim().max(100, '单位不能超过100字').default(''),
        idNo: z
          .string()
          .trim()
          .regex(/^(\d{15}|\d{17}[\dXx])?$/, '身份证号应为15位或18位')
          .default(''),
        phone: z
          .string()
          .trim()
          .regex(/^(1\d{10}|0\d{2,3}-?\d{7,8})?$/, '联系电话应为手机号或座机号')
          .default(''),
      })
      .refine((p) => p.idNo !== '' || p.phone !== '', '身份证号与联系电话至少填写一项'),
    { error: '应为人员列表' },
  )
  .max(500, '不能超过500人');

export const trainingRecordService = resourceService(resources.trainingRecord, trainingRecord, {
  beforeWrite: ({ row, existing }) => {
    const r = { ...(existing ?? {}), ...row };
    if (r.startTime && r.endTime && new Date(r.endTime as Date) < new Date(r.startTime as Date))
      throw badRequest('参数错误: 结束时间不能早于开始时间');
    if ('externalParticipants' in row && row.externalParticipants !== null) {
      const parsed = externalSchema.safeParse(row.externalParticipants);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const at = typeof issue?.path[0] === 'number' ? `第${issue.path[0] + 1}人: ` : '';
        throw badRequest(`参数错误: 外来参训人员 ${at}${issue?.message ?? ''}`);
      }
      row.externalParticipants = parsed.data;
    }
  },
  // Counts and pass rate for the whole page in one grouped query.
  decorate: async ({ rows, db }) => {
    const ids = rows.map((r) => String(r.id));
    if (ids.length === 0) return rows;
    const stats = await db
      .select({
        recordId: trainingParticipant.recordId,
        total: sql<number>`count(*)::int`,
        examined: sql<number>`count(*) filter (where ${trainingParticipant.passed} is not null)::int`,
        passed: sql<number>`count(*) filter (where ${trainingParticipant.passed})::int`,
      })
      .from(trainingParticipant)
      .where(and(eq(trainingParticipant.isDeleted, 0), inArray(trainingParticipant.recordId, ids)))
      .groupBy(trainingParticipant.recordId);
    const by = new Map(stats.map((s) => [s.recordId, s]));
    return rows.map((r) => {
      const s = by.get(String(r.id));
      return { ...r, participantCount: s?.total ?? 0, passRate: passRate(s?.examined ?? 0, s?.passed ?? 0) };
    });
  },
});

async function recordOf(db: Db, ctx: RequestContext, id: unknown) {
  if (!isId(String(id ?? ''))) throw badRequest('参数错误: recordId 应为编号');
  const [rec] = await db
    .select({ id: trainingRecord.id })
    .from(trainingRecord)
    .where(and(trainingRecordService.scope(ctx), eq(trainingRecord.id, String(id))));
  if (!rec) throw badRequest('参数错误: 培训记录不存在');
  return rec;
}

export const trainingParticipantService = resourceService(
  resources.trainingParticipant,
  trainingParticipant,
  {
    beforeWrite: async ({ ctx, row, existing, db }) => {
      if (existing) delete row.recordId;
      else await recordOf(db, ctx, row.recordId);
      const recordId = String(existing?.recordId ?? row.recordId);
      if (!('userId' in row)) return;
      const [dup] = await db
        .select({ id: trainingParticipant.id })
        .from(trainingParticipant)
        .where(
          and(
            trainingParticipantService.scope(ctx),
            eq(trainingParticipant.recordId, recordId),
            eq(trainingParticipant.userId, String(row.userId)),
            existing ? ne(trainingParticipant.id, String(existing.id)) : undefined,
          ),
        )
        .limit(1);
      if (dup) throw badRequest('该人员已在本次培训的参训名单中');
    },
  },
);

/** Adds several people to a training at once (those already listed are skipped); all or nothing. */
export async function addParticipants(db: Db, ctx: RequestContext, recordId: unknown, userIds: unknown) {
  await recordOf(db, ctx, recordId);
  const ids = Array.isArray(userIds)
    ? userIds.map(String)
    : String(userIds ?? '')
        .split(',')
        .filter(Boolean);
  if (ids.length === 0 || ids.length > 1000 || !ids.every(isId)) throw badRequest('参数错误: 请选择参训人员');
  await tenantUsers(db, ctx.tenantId, ids, '参训人');
  const present = new Set(
    (
      await db
        .select({ userId: trainingParticipant.userId })
        .from(trainingParticipant)
        .where(and(trainingParticipantService.scope(ctx), eq(trainingParticipant.recordId, String(recordId))))
    ).map((r) => r.userId),
  );
  const add = [...new Set(ids)].filter((u) => !present.has(u));
  await writeTransaction(db, async (tx) => {
    for (const userId of add)
      await trainingParticipantService.insert(tx as unknown as Db, ctx, { recordId, userId, signed: true });
  });
  return add.length;
}

/**
 * People of the tenant whose signed-in training hours in `year` (tenant time zone) are below
 * `required`, fewest hours first.
 */
export async function hoursBelow(db: Db, tenantId: string, scope: SQL, year: number, required: number) {
  const tz = await tenantTimeZone(db, tenantId);
  const hours = db
    .select({
      userId: trainingParticipant.userId,
      hours: sql<string>`sum(${trainingRecord.hours})`.as('hours'),
    })
    .from(trainingParticipant)
    .innerJoin(trainingRecord, eq(trainingRecord.id, trainingParticipant.recordId))
    .where(
      and(
        scope,
        eq(trainingParticipant.isDeleted, 0),
        eq(trainingParticipant.signed, true),
        sql`extract(year from ${trainingRecord.startTime} at time zone ${tz}) = ${year}`,
      ),
    )
    .groupBy(trainingParticipant.userId)
    .as('h');
  const rows = await db
    .select({
      userId: user.id,
      account: user.account,
      realName: user.realName,
      deptId: user.deptId,
      hours: sql<string>`coalesce(${hours.hours}, 0)`,
    })
    .from(user)
    .leftJoin(hours, eq(hours.userId, user.id))
    .where(
      and(
        scoped(tenantId, user, { live: true }),
        eq(user.status, 1),
        sql`coalesce(${hours.hours}, 0) < ${required}`,
      ),
    )
    .orderBy(asc(sql`coalesce(${hours.hours}, 0)`), asc(user.realName))
    .limit(2000);
  const deptIds = [
    ...new Set(rows.map((r) => r.deptId.split(',').find(Boolean)).filter(Boolean)),
  ] as string[];
  const names = deptIds.length
    ? await db
        .select({ id: dept.id, name: dept.deptName })
        .from(dept)
        .where(and(scoped(tenantId, dept), inArray(dept.id, deptIds)))
    : [];
  const deptName = new Map(names.map((d) => [d.id, d.name]));
  return rows.map((r) => {
    const firstDept = r.deptId.split(',').find(Boolean) ?? '';
    return {
      userId: r.userId,
      account: r.account,
      realName: r.realName,
      deptId: firstDept,
      deptName: deptName.get(firstDept) ?? '',
      hours: Number(r.hours),
      required,
    };
  });
}
