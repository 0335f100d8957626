import { describe, expect, it } from 'vitest';
import type { ResourceDef } from '../resource';
import { resources } from './index';

/** The business ledgers of issue #34 item 1: each opens on a declared set of columns. */
const LEDGERS = [
  'riskPointType',
  'riskJobActivity',
  'riskDeviceFacility',
  'riskPointControl',
  'riskNoticeBoard',
  'checkRiskPoint',
  'checkPlan',
  'checkRecord',
  'dangerRecord',
  'dangerRectificationNotice',
  'dangerRectificationRecord',
  'dangerRectificationDelayApply',
  'dangerMajorReport',
  'qualificationRecord',
  'trainingRecord',
  'place',
] as const;

describe('first screens of the ledgers', () => {
  it.each(LEDGERS)('%s declares its first-screen columns', (name) => {
    expect(resources[name].firstScreen?.length).toBeGreaterThan(0);
  });

  it('every declared first-screen column is a listed field, named once', () => {
    const wrong: string[] = [];
    for (const def of Object.values(resources) as ResourceDef[]) {
      const first = def.firstScreen ?? [];
      if (new Set(first).size !== first.length) wrong.push(`${def.name}: repeated`);
      for (const col of first) {
        const f = def.fields[col];
        if (!f || f.list === false || f.secret) wrong.push(`${def.name}.${col}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the danger ledger opens on number, title, level, status, responsible, place, deadline, found time', () => {
    expect(resources.dangerRecord.firstScreen).toEqual([
      'dangerNo',
      'title',
      'level',
      'status',
      'rectifyUserId',
      'placeId',
      'currentDeadline',
      'foundTime',
    ]);
  });
});
