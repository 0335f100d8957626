import { and, eq } from 'drizzle-orm';
import type { createTestApp } from '../../../test/helpers';
import { post, user } from '../../db/schema';
import { scoped } from '../../resource/scoped';

type T = Awaited<ReturnType<typeof createTestApp>>;

/** Builders for the risk integration tests: one point, its analyses and lines through the real API. */
export function riskApi(t: T, token: string) {
  const send = async (path: string, body?: unknown, query?: Record<string, string>) => {
    return t.call('POST', `/api/shtmp-risk/${path}`, token, body, query);
  };
  const data = async (path: string, body?: unknown, query?: Record<string, string>) => {
    const res = await send(path, body, query);
    if (res.body.code !== 200) throw new Error(`${path}: ${res.body.msg}`);
    return res.body.data;
  };
  return {
    post: send,
    data,
    async owner(tenantId = '000000') {
      const [u] = await t.db
        .select({ id: user.id, deptId: user.deptId })
        .from(user)
        .where(and(scoped(tenantId, user), eq(user.account, 'admin')));
      return { userId: String(u.id), deptId: String(u.deptId) };
    },
    async point(name: string, owner: { userId: string; deptId: string }) {
      return data('riskPointType/save', {
        name,
        category: 'FACILITY_AREA',
        deptId: owner.deptId,
        responsibleUserId: owner.userId,
        evalMethod: 'LEC',
        enableStatus: 'ENABLED',
        emergencyMeasures: '立即停止作业，撤离至安全区域',
      });
    },
    async activity(pointId: string, owner: { userId: string; deptId: string }, name = '反应釜投料') {
      const [p] = await t.db.select({ id: post.id }).from(post).where(scoped('000000', post)).limit(1);
      return data('riskJobActivity/save', {
        riskPointTypeId: pointId,
        name,
        postIds: [String(p.id)],
        routineType: 'ROUTINE',
        deptId: owner.deptId,
        analystIds: [owner.userId],
        analysisDate: '2026-11-20',
        evalMethod: 'LEC',
        enableStatus: 'ENABLED',
      });
    },
    lecItem(activityId: string, stepNo: number, l: number, e: number, c: number, more: object = {}) {
      return {
        activityId,
        stepNo,
        stepName: `步骤${stepNo}`,
        hazardDesc: '物料泄漏',
        hazardCategory: '22',
        accidentTypes: ['19'],
        curManagement: '严格执行操作规程\n作业前确认阀门状态',
        curProtection: '佩戴防毒面具',
        evalMethod: 'LEC',
        lecL: l,
        lecE: e,
        lecC: c,
        enableStatus: 'ENABLED',
        ...more,
      };
    },
  };
}
