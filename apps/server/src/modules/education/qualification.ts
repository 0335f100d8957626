import { resources } from '@dp/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { badRequest } from '../../core/envelope';
import type { Job } from '../../core/jobs';
import type { Db } from '../../db/client';
import { qualificationRecord } from '../../db/schema';
import { scoped } from '../../resource/scoped';
import { type ResourceHooks, type Row, resourceService } from '../../resource/service';
import { certificateStatus } from './certificate';
import { certWarnDays, tenantToday } from './settings';
import { tenantUsers } from './users';

const merged = (row: Row, existing?: Row) => ({ ...(existing ?? {}), ...row });

const hooks: ResourceHooks = {
  beforeWrite: async ({ ctx, row, existing, db }) => {
    const r = merged(row, existing);
    if (r.issueDate && r.expiryDate && String(r.expiryDate) < String(r.issueDate))
      throw badRequest('参数错误: 有效期至不能早于初领日期');
    if (r.reviewDate && r.issueDate && String(r.reviewDate) < String(r.issueDate))
      throw badRequest('参数错误: 复审日期不能早于初领日期');
    if (r.certType === 'SPECIAL_OPERATION' && !r.operationCategory)
      throw badRequest('参数错误: 特种作业操作证请选择作业类别');
    if ('userId' in row) {
      const users = await tenantUsers(db, ctx.tenantId, [String(row.userId)], '持证人');
      row.deptId = users.get(String(row.userId))?.deptId ?? null;
    }
    const [dup] = await db
      .select({ id: qualificationRecord.id })
      .from(qualificationRecord)
      .where(
        and(
          scoped(ctx, qualificationRecord, { live: true }),
          eq(qualificationRecord.userId, String(r.userId)),
          eq(qualificationRecord.certType, String(r.certType)),
          eq(qualificationRecord.certNo, String(r.certNo)),
          existing ? ne(qualificationRecord.id, String(existing.id)) : undefined,
        ),
      )
      .limit(1);
    if (dup) throw badRequest(`当前持证人已登记证书编号 [${String(r.certNo)}] 的同类证书`);
    row.certStatus = certificateStatus(
      String(r.expiryDate),
      await tenantToday(db, ctx.tenantId),
      await certWarnDays(db, ctx.tenantId),
    );
  },
  // The stored status is refreshed daily; what is shown is always computed for today.
  decorate: async ({ ctx, rows, db }) => {
    if (rows.length === 0) return rows;
    const today = await tenantToday(db, ctx.tenantId);
    const warnDays = await certWarnDays(db, ctx.tenantId);
    return rows.map((r) => ({ ...r, certStatus: certificateStatus(String(r.expiryDate), today, warnDays) }));
  },
};

export const qualificationRecordService = resourceService(
  resources.qualificationRecord,
  qualificationRecord,
  hooks,
);

/** Rewrites the stored status of every tenant's certificates for its own today and warning days. */
export async function refreshCertificateStatus(db: Db, now = new Date()): Promise<number> {
  const tenants = await db
    .selectDistinct({ tenantId: qualificationRecord.tenantId })
    .from(qualificationRecord)
    .where(eq(qualificationRecord.isDeleted, 0));
  let changed = 0;
  for (const { tenantId: raw } of tenants) {
    const tenantId = String(raw);
    const today = await tenantToday(db, tenantId, now);
    const warnDays = await certWarnDays(db, tenantId);
    const status = sql`case when ${qualificationRecord.expiryDate} < ${today}::date then 'EXPIRED'
      when ${qualificationRecord.expiryDate} <= ${today}::date + ${warnDays}::int then 'EXPIRING'
      else 'VALID' end`;
    const res = await db
      .update(qualificationRecord)
      .set({ certStatus: status })
      .where(
        and(
          scoped(tenantId, qualificationRecord, { live: true }),
          sql`${qualificationRecord.certStatus} is distinct from ${status}`,
        ),
      );
    changed += res.rowCount ?? 0;
  }
  return changed;
}

export const certificateStatusJob: Job = {
  name: 'certificate-status',
  everyMs: 3600_000,
  firstDelayMs: 2 * 60_000,
  run: (db) => refreshCertificateStatus(db),
};
