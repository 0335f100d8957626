import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { riskPointType } from '../../db/schema';
import { directMajorJob } from './rollup';
import { riskApi } from './test-data';

/** Issue #32 item 6: the direct-major reasons the data can tell make a point 重大, with the reason. */
let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let api: ReturnType<typeof riskApi>;
let owner: { userId: string; deptId: string };

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  api = riskApi(t, token);
  owner = await api.owner();
});
afterAll(() => t.close());

const get = async (id: string) =>
  (await t.call('GET', `/api/shtmp-risk/riskPointType/get/${id}`, token)).body.data;

type Case = {
  name: string;
  hazardSource: boolean;
  lineReason?: string;
  /** LEC of the line: 1×6×7 = 42 is LOW. */
  want: { riskLevel: string; rolledUpLevel: string; reasons: string[]; controlLevel: string };
};

const CASES: Case[] = [
  {
    name: 'no reason: the scores decide',
    hazardSource: false,
    want: { riskLevel: 'LOW', rolledUpLevel: 'LOW', reasons: [], controlLevel: 'TEAM' },
  },
  {
    name: 'part of a 重大危险源',
    hazardSource: true,
    want: {
      riskLevel: 'MAJOR',
      rolledUpLevel: 'LOW',
      reasons: ['MAJOR_HAZARD_SOURCE'],
      controlLevel: 'COMPANY',
    },
  },
  {
    name: 'a reason ticked on a line',
    hazardSource: false,
    lineReason: 'CROWDED_HAZARDOUS_PLACE',
    want: {
      riskLevel: 'MAJOR',
      rolledUpLevel: 'MAJOR',
      reasons: ['CROWDED_HAZARDOUS_PLACE'],
      controlLevel: 'COMPANY',
    },
  },
  {
    name: 'both',
    hazardSource: true,
    lineReason: 'LEGAL_VIOLATION',
    want: {
      riskLevel: 'MAJOR',
      rolledUpLevel: 'MAJOR',
      reasons: ['LEGAL_VIOLATION', 'MAJOR_HAZARD_SOURCE'],
      controlLevel: 'COMPANY',
    },
  },
];

let n = 0;
async function gradedPoint(hazardSource: boolean, lineReason?: string) {
  const point = await api.point(`直判风险点${++n}`, owner);
  if (hazardSource) await api.data('riskPointType/update', { id: point.id, isMajorHazardSource: true });
  const act = await api.activity(point.id, owner);
  const item = await api.data(
    'riskJobActivityItem/save',
    api.lecItem(act.id, 1, 1, 6, 7, lineReason ? { directMajorReason: lineReason } : {}),
  );
  return { point, item };
}

describe('direct-major reasons (§2.4)', () => {
  it.each(CASES)('$name', async (c) => {
    const { point } = await gradedPoint(c.hazardSource, c.lineReason);
    const got = await get(point.id);
    expect({
      riskLevel: got.riskLevel,
      rolledUpLevel: got.rolledUpLevel,
      reasons: got.directMajorReasons,
      controlLevel: got.controlLevel,
    }).toEqual(c.want);
  });

  it('follows the 重大危险源 switch at once, in the saved row and the ledger', async () => {
    const { point } = await gradedPoint(false);
    // the form sends the computed reasons back as it shows them: the server keeps its own
    const on = await api.data('riskPointType/update', {
      id: point.id,
      isMajorHazardSource: true,
      directMajorReasons: [],
    });
    expect(on).toMatchObject({ riskLevel: 'MAJOR', directMajorReasons: ['MAJOR_HAZARD_SOURCE'] });
    const page = await api.data('riskPointType/page', { name: point.name });
    expect(page.records[0]).toMatchObject({
      riskLevel: 'MAJOR',
      directMajorReasons: ['MAJOR_HAZARD_SOURCE'],
    });
    const off = await api.data('riskPointType/update', { id: point.id, isMajorHazardSource: false });
    expect(off).toMatchObject({ riskLevel: 'LOW', directMajorReasons: [] });
  });

  it('a job grades the points of a database from before the reasons existed, once', async () => {
    const { point } = await gradedPoint(true);
    await t.db
      .update(riskPointType)
      .set({ riskLevel: 'LOW', directMajorReasons: null, controlLevel: 'TEAM' })
      .where(eq(riskPointType.id, point.id));
    expect(await directMajorJob.run(t.db)).toBeGreaterThanOrEqual(1);
    expect(await get(point.id)).toMatchObject({ riskLevel: 'MAJOR', controlLevel: 'COMPANY' });
    expect(await directMajorJob.run(t.db)).toBe(0);
  });

  it('a lower manual judgement does not undo a direct-major reason', async () => {
    const { point } = await gradedPoint(true);
    const res = await api.post('riskPointType/override', {
      id: point.id,
      riskLevelOverride: true,
      overrideLevel: 'GENERAL',
      overrideReason: '已采取隔离措施',
    });
    expect(res.body.data).toMatchObject({ riskLevel: 'MAJOR', overrideLevel: 'GENERAL' });
  });
});
