import { resources } from '@dp/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { badRequest } from '../../core/envelope';
import { isId } from '../../core/ids';
import type { Db } from '../../db/client';
import { meetingRecord } from '../../db/schema';
import { resourceService } from '../../resource/service';
import { tenantToday } from './settings';
import { tenantUsers } from './users';

const followUpSchema = z
  .array(
    z.object({
      content: z.string().trim().min(1, '跟踪事项内容不能为空').max(500, '跟踪事项内容不能超过500字'),
      ownerId: z.preprocess(
        (v) => (typeof v === 'number' ? String(v) : v),
        z.string({ error: '请选择跟踪事项责任人' }).refine(isId, '跟踪事项责任人应为编号'),
      ),
      dueDate: z
        .string({ error: '请选择跟踪事项完成期限' })
        .regex(/^\d{4}-\d{2}-\d{2}$/, '完成期限格式应为 yyyy-MM-dd'),
      done: z.boolean().default(false),
    }),
  )
  .max(100, '跟踪事项不能超过100项');

export type FollowUp = z.infer<typeof followUpSchema>[number];

export const meetingRecordService = resourceService(resources.meetingRecord, meetingRecord, {
  beforeWrite: async ({ ctx, row, db }) => {
    if ('followUps' in row) {
      const parsed = followUpSchema.safeParse(row.followUps ?? []);
      if (!parsed.success) throw badRequest(`参数错误: followUps ${parsed.error.issues[0]?.message}`);
      await tenantUsers(
        db,
        ctx.tenantId,
        parsed.data.map((f) => f.ownerId),
        '跟踪事项责任人',
      );
      row.followUps = parsed.data;
      row.openFollowUps = parsed.data.filter((f) => !f.done).length;
    }
    if ('attendeeIds' in row) row.attendeeCount = new Set((row.attendeeIds as string[] | null) ?? []).size;
  },
});

/** Open follow-ups of the tenant's meetings (optionally one owner's), earliest due first, with overdue flags. */
export async function openFollowUps(
  db: Db,
  scope: ReturnType<typeof meetingRecordService.scope>,
  tenantId: string,
  ownerId?: string,
) {
  const item = sql`f.item`;
  const rows = await db
    .select({
      meetingId: meetingRecord.id,
      title: meetingRecord.title,
      meetingTime: meetingRecord.meetingTime,
      content: sql<string>`${item}->>'content'`,
      ownerId: sql<string>`${item}->>'ownerId'`,
      dueDate: sql<string>`${item}->>'dueDate'`,
    })
    .from(meetingRecord)
    .innerJoin(
      sql`jsonb_array_elements(coalesce(${meetingRecord.followUps}, '[]'::jsonb)) as f(item)`,
      sql`true`,
    )
    .where(
      and(
        scope,
        sql`coalesce((${item}->>'done')::boolean, false) = false`,
        ownerId ? eq(sql`${item}->>'ownerId'`, ownerId) : undefined,
      ),
    )
    .orderBy(asc(sql`${item}->>'dueDate'`))
    .limit(1000);
  const today = await tenantToday(db, tenantId);
  return rows.map((r) => ({ ...r, isOverdue: r.dueDate < today }));
}
