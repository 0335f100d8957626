import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { migrationsFolder } from '../../db/client';
import { dictBiz } from '../../db/schema';
import { bizLabelMap, invalidateDicts } from '../../resource/dictionary';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The hand-written statements of the migration (its data part), run on data an older release left. */
async function migrate0023() {
  const text = readFileSync(join(migrationsFolder, '0023_major_danger_report.sql'), 'utf8');
  const data = text.slice(text.indexOf('-- >>> hand-written'));
  for (const statement of data.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));
}

describe('migration 0023 (issue #33 item 4): tenants seeded before the major-danger report', () => {
  it("gives each tenant the report's statuses and the timeline labels of its steps, once", async () => {
    const { tenantId } = await createTenant(t.db);
    const mine = eq(dictBiz.tenantId, tenantId);
    // as the old seed made it: no status dictionary, no labels of the report's steps
    await t.db.delete(dictBiz).where(and(mine, eq(dictBiz.code, 'MAJOR_REPORT_STATUS')));
    await t.db
      .delete(dictBiz)
      .where(and(mine, eq(dictBiz.code, 'DANGER_ACTION'), like(dictBiz.dictKey, 'MAJOR_%')));
    expect((await bizLabelMap(t.db, tenantId, 'MAJOR_REPORT_STATUS')).size).toBe(0);

    await migrate0023();
    await migrate0023(); // a second run changes nothing more
    invalidateDicts(); // the server starts after its migrations: nothing cached yet

    const states = await bizLabelMap(t.db, tenantId, 'MAJOR_REPORT_STATUS');
    expect(Object.fromEntries(states)).toEqual({
      DRAFT: '草稿',
      PENDING_APPROVAL: '待主要负责人审批',
      REPORTED: '已报告',
      SUPERVISED: '挂牌督办中',
      REMOVAL_PENDING: '销号待批',
      REMOVED: '已销号',
    });
    const headers = await t.db
      .select()
      .from(dictBiz)
      .where(and(mine, eq(dictBiz.code, 'MAJOR_REPORT_STATUS'), eq(dictBiz.parentId, '0')));
    expect(headers).toHaveLength(1);
    const actions = await bizLabelMap(t.db, tenantId, 'DANGER_ACTION');
    expect(actions.get('MAJOR_SUPERVISE')).toBe('挂牌督办');
    expect(actions.get('MAJOR_REMOVAL_APPROVED')).toBe('销号已批准');
    const steps = await t.db
      .select({ key: dictBiz.dictKey })
      .from(dictBiz)
      .where(and(mine, eq(dictBiz.code, 'DANGER_ACTION'), inArray(dictBiz.dictKey, ['MAJOR_REPORT_SUBMIT'])));
    expect(steps).toHaveLength(1);
  });
});
