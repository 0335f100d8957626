import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { dateInZone, formatDate, serverTimeZone } from '../../core/dates';
import { runDemoSteps } from './run';

// Issue #32/#33: the figures a safety manager and an auditor read on the demo plant — home, large
// screen (the same home calls), statistics and the map — agree with each other and with counts this
// test makes with SQL of its own.
let t: Awaited<ReturnType<typeof createTestApp>>;
let tok: string;
const year = dateInZone(new Date(), serverTimeZone()).slice(0, 4);
const period = { startDate: `${year}-01-01`, endDate: `${year}-12-31` };

beforeAll(async () => {
  t = await createTestApp();
  await runDemoSteps(t.db, t.config);
  tok = await t.login();
}, 300_000);
afterAll(() => t.close());

const one = async <T>(query: ReturnType<typeof sql>) => (await t.db.execute(query)).rows[0] as unknown as T;
const get = async (path: string) => {
  const res = await t.call('GET', `/api/shtmp-home/${path}`, tok);
  expect(res.status, path).toBe(200);
  return res.body.data;
};
const stats = async (path: string) => {
  const res = await t.call('POST', `/api/shtmp-statistics/${path}`, tok, period);
  expect(res.status, path).toBe(200);
  return res.body.data;
};
const rate = (n: number, d: number) => (d > 0 ? Math.round((n / d) * 10000) / 10000 : null);

describe('figures of the demo plant', () => {
  it('home risk figures and the level distribution match the risk points, and the map draws them all', async () => {
    const own = await one<{ total: number; major: number }>(sql`
      select count(*)::int as total, (count(*) filter (where risk_level = 'MAJOR'))::int as major
      from risk_point_type where tenant_id = '000000' and is_deleted = 0 and enable_status = 'ENABLED'`);
    const base = await get('homeBaseInfo');
    expect(base).toMatchObject({ riskPointCount: own.total, majorRiskCount: own.major });
    const levels = await t.db.execute(sql`
      select risk_level as level, count(*)::int as n from risk_point_type
      where tenant_id = '000000' and is_deleted = 0 and enable_status = 'ENABLED' group by risk_level`);
    const byLevel = Object.fromEntries(levels.rows.map((r) => [String(r.level), Number(r.n)]));
    const distribution = await t.call('GET', '/api/shtmp-home/riskLevelDistribute?type=type', tok);
    for (const l of distribution.body.data as { level: string; count: number }[])
      expect(l.count, l.level).toBe(byLevel[l.level] ?? 0);
    // all four levels are present on the plant
    for (const level of ['MAJOR', 'SIGNIFICANT', 'GENERAL', 'LOW'])
      expect(byLevel[level], level).toBeGreaterThan(0);
    const map = (await t.call('GET', '/api/shtmp-layout/tenantLayout/map', tok)).body.data;
    const drawn = new Set((map.riskPoints as { id: string }[]).map((p) => p.id));
    expect(drawn.size).toBe(own.total);
    const legend = map.legend as { level: string | null; riskPoints: number }[];
    for (const l of legend.filter((x) => x.level))
      expect(l.riskPoints, String(l.level)).toBe(byLevel[String(l.level)] ?? 0);
  });

  it('home danger figures, the year rectification rate and the statistics summary agree with the rows', async () => {
    const own = await one<{
      open: number;
      major: number;
      found: number;
      confirmed: number;
      closed: number;
    }>(sql`
      select
        (count(*) filter (where status in ('DRAFT','PENDING_CONFIRM','PENDING_PLAN','PENDING_RECTIFY','PENDING_ACCEPT')))::int as open,
        (count(*) filter (where level = 'MAJOR' and status in ('DRAFT','PENDING_CONFIRM','PENDING_PLAN','PENDING_RECTIFY','PENDING_ACCEPT')))::int as major,
        (count(*) filter (where to_char(found_time at time zone ${serverTimeZone()}, 'YYYY') = ${year}
          and status not in ('IGNORED','REVOKED')))::int as found,
        (count(*) filter (where to_char(found_time at time zone ${serverTimeZone()}, 'YYYY') = ${year}
          and status in ('PENDING_PLAN','PENDING_RECTIFY','PENDING_ACCEPT','CLOSED')))::int as confirmed,
        (count(*) filter (where to_char(found_time at time zone ${serverTimeZone()}, 'YYYY') = ${year}
          and status = 'CLOSED'))::int as closed
      from danger_record where tenant_id = '000000' and is_deleted = 0`);
    expect(own.confirmed).toBeGreaterThan(0);
    const base = await get('homeBaseInfo');
    expect(base).toMatchObject({ dangerOpen: own.open, majorDangerOpen: own.major });
    expect(base.yearRectificationRate).toBe(rate(own.closed, own.confirmed));
    const summary = (await stats('danger/data')).summary;
    expect(summary).toMatchObject({ total: own.found, confirmed: own.confirmed, closed: own.closed });
    expect(summary.rectificationRate.value).toBe(base.yearRectificationRate);
    const index = (await stats('index/data')).kpis as { key: string; value: number | null }[];
    expect(index.find((k) => k.key === 'rectificationRate')?.value).toBe(base.yearRectificationRate);
  });

  it('the risk list counts each point’s open dangers as the rows do, and marks 液氨储存区 out of control', async () => {
    const rows = await t.db.execute(sql`
      select r.id::text as id, r.name, count(d.id)::int as open
      from risk_point_type r
      left join danger_record d on d.risk_point_type_id = r.id and d.is_deleted = 0
        and d.status in ('PENDING_CONFIRM','PENDING_PLAN','PENDING_RECTIFY','PENDING_ACCEPT')
      where r.tenant_id = '000000' and r.is_deleted = 0 and r.enable_status = 'ENABLED'
      group by r.id, r.name`);
    const list = (await get('riskList')) as {
      id: string;
      name: string;
      openDangerCount: number;
      outOfControl: boolean;
    }[];
    const own = new Map(rows.rows.map((r) => [String(r.id), Number(r.open)]));
    for (const p of list) expect(p.openDangerCount, p.name).toBe(own.get(p.id));
    const ammonia = list.find((p) => p.name === '液氨储存区');
    expect(ammonia).toMatchObject({ outOfControl: true });
    expect(ammonia!.openDangerCount).toBeGreaterThan(0);
  });

  it('check statistics of the year agree with the tasks: done in the window ÷ tasks with an outcome', async () => {
    const own = await one<{ settled: number; done: number; late: number }>(sql`
      select
        (count(*) filter (where t.task_status <> 'SKIPPED' and (t.due_end <= now() or t.task_status = 'DONE')))::int as settled,
        (count(*) filter (where t.task_status = 'DONE'))::int as done,
        (count(*) filter (where t.task_status = 'DONE_LATE'))::int as late
      from shtmp_check_plan_item t
      join shtmp_check_plan p on p.id = t.plan_id
      join shtmp_check_risk_point c on c.id = t.check_risk_point_id
      where t.tenant_id = '000000' and t.is_deleted = 0 and p.is_deleted = 0 and c.is_deleted = 0
        and to_char(t.due_end at time zone ${serverTimeZone()}, 'YYYY') = ${year}`);
    expect(own.done).toBeGreaterThan(0);
    expect(own.late).toBeGreaterThan(0);
    const summary = (await stats('check/data')).summary;
    expect(summary.completionRate).toEqual({
      value: rate(own.done, own.settled),
      numerator: own.done,
      denominator: own.settled,
    });
    expect(summary.doneLate).toBe(own.late);
    // no check of the demo ends before it started
    const negative = await one<{ n: number }>(sql`
      select count(*)::int as n from shtmp_check_record
      where tenant_id = '000000' and start_time > submit_time`);
    expect(negative.n).toBe(0);
  });

  it('综合分析 has something to show: new measures with their completion and an accident-type Pareto', async () => {
    const own = await one<{ planned: number; done: number }>(sql`
      select count(*)::int as planned, (count(*) filter (where implement_status = 'DONE'))::int as done
      from risk_control_measure
      where tenant_id = '000000' and is_deleted = 0 and is_existing = false and implement_status <> 'CANCELLED'`);
    expect(own.planned).toBeGreaterThan(0);
    expect(own.done).toBeGreaterThan(0);
    const analysis = await stats('analysis/data');
    expect(analysis.measureRate).toEqual({
      value: rate(own.done, own.planned),
      numerator: own.done,
      denominator: own.planned,
    });
    const pareto = analysis.paretoAccident as { key: string; label: string; count: number }[];
    expect(pareto.length).toBeGreaterThan(3);
    // labelled, most frequent first
    for (const row of pareto) expect(row.label, row.key).not.toBe(row.key);
    expect(pareto.map((r) => r.count)).toEqual([...pareto.map((r) => r.count)].sort((a, b) => b - a));
  });

  it('every confirmed major danger has its report to the authority, at every stage, on the list', async () => {
    const own = await one<{ majors: number }>(sql`
      select count(*)::int as majors from danger_record
      where tenant_id = '000000' and is_deleted = 0 and level = 'MAJOR'
        and status in ('PENDING_PLAN', 'PENDING_RECTIFY', 'PENDING_ACCEPT', 'CLOSED')`);
    const res = await t.call('POST', '/api/shtmp-danger/dangerMajorReport/page', tok, {
      current: 1,
      size: 100,
    });
    expect(res.body.code, res.body.msg).toBe(200);
    const reports = res.body.data.records as { dangerId: string; status: string; reportNo: string }[];
    expect(new Set(reports.map((r) => r.dangerId)).size).toBe(own.majors);
    expect(reports.every((r) => /^ZDYH-\d{4}-\d{4}$/.test(r.reportNo))).toBe(true);
    const states = new Set(reports.map((r) => r.status));
    for (const s of ['REPORTED', 'SUPERVISED', 'REMOVED']) expect([...states], s).toContain(s);
  });

  it('the dangers the check history raised were worked as a plant works them: only the last days wait', async () => {
    const rows = (
      await t.db.execute(sql`
      select d.status, d.danger_no, d.found_time, d.create_time, d.version,
        (select count(*)::int from calf_flow_log f where f.record_id = d.id and f.resource = 'dangerRecord') as steps,
        (select max(f.time) from calf_flow_log f where f.record_id = d.id and f.resource = 'dangerRecord') as last_step
      from danger_record d
      where d.tenant_id = '000000' and d.is_deleted = 0 and d.check_record_id is not null`)
    ).rows as {
      status: string;
      danger_no: string;
      found_time: Date;
      create_time: Date;
      version: number;
      steps: number;
      last_step: Date;
    }[];
    expect(rows.length).toBeGreaterThan(10);
    const days = (d: Date) => (Date.now() - new Date(d).getTime()) / 86_400_000;
    const waiting = rows.filter((r) => r.status === 'PENDING_CONFIRM');
    for (const r of waiting) expect(days(r.found_time), r.danger_no).toBeLessThanOrEqual(3.01);
    expect(rows.filter((r) => r.status === 'CLOSED').length).toBeGreaterThan(rows.length / 3);
    for (const r of rows) {
      // numbered and created on the day found; its timeline as long as its version, never ahead of now
      const found = formatDate(new Date(r.found_time)).replaceAll('-', '');
      expect(r.danger_no, r.danger_no).toContain(found);
      expect(Math.abs(new Date(r.create_time).getTime() - new Date(r.found_time).getTime())).toBeLessThan(
        3_600_000,
      );
      expect(r.steps, r.danger_no).toBe(r.version);
      expect(new Date(r.last_step).getTime()).toBeLessThanOrEqual(Date.now());
    }
  });
});
