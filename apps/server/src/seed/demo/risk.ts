import {
  CONTROL_LEVELS,
  type ControlLevel,
  controlLevelRank,
  DEFAULT_CHECK_CYCLE,
  isControlLevel,
} from '@dp/domain';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../core/context';
import { nextId } from '../../core/ids';
import type { Db } from '../../db/client';
import { dept, riskPointType, user } from '../../db/schema';
import { analysisServices } from '../../modules/risk/analysis';
import { checkCascade, riskPointControlService } from '../../modules/risk/control';
import { riskControlMeasureService } from '../../modules/risk/measure';
import { mergeMeasures } from '../../modules/risk/merge';
import { decideReview, submitForReview } from '../../modules/risk/review';
import { riskPointService } from '../../modules/risk/risk-point';
import { rollUpRiskPoint } from '../../modules/risk/rollup';
import { demoPerson } from './demo-context';
import { type DemoPostCode, ensureDemoPosts } from './posts';
import { DEMO_DEPTS, DEMO_NEW_MEASURES, DEMO_POINTS, type DemoItem } from './risk-data';

const MEASURE_KEYS = {
  T: 'Technology',
  M: 'Management',
  E: 'Education',
  P: 'Protection',
  U: 'Urgent',
} as const;

/**
 * Who answers for each department's risk points: the demo accounts' people where they sit, the
 * other workshops' directors as staff (found by account, created otherwise).
 */
const HEADS: Record<string, [account: string, realName: string, post: DemoPostCode]> = {
  安全环保部: ['safety', '陈静', 'safety'],
  合成车间: ['depthead', '赵磊', 'director'],
  精馏车间: ['majun', '马俊', 'director'],
  储运车间: ['heping', '何平', 'director'],
  公用工程车间: ['guotao', '郭涛', 'director'],
  设备维修部: ['acceptor', '周杰', 'engineer'],
};

/** The posts that do a job activity, by what the job is. */
export function jobPosts(name: string, routineType: string): DemoPostCode[] {
  const posts: DemoPostCode[] = /装卸|出入库|叉车/.test(name)
    ? ['forklift', 'operator']
    : /动火|焊/.test(name)
      ? ['welder', 'fitter']
      : /清罐|检修|有限空间/.test(name)
        ? ['fitter', 'operator']
        : ['operator'];
  return routineType === 'ROUTINE' ? posts : [...posts, 'leader'];
}

/** The demo tenant's workshops (created when missing, found by name otherwise). */
async function demoDepts(db: Db, tenantId: string): Promise<Map<string, string>> {
  const [root] = await db
    .select({ id: dept.id })
    .from(dept)
    .where(and(eq(dept.tenantId, tenantId), eq(dept.parentId, '0'), eq(dept.isDeleted, 0)))
    .limit(1);
  const out = new Map<string, string>();
  for (const [i, name] of DEMO_DEPTS.entries()) {
    const [found] = await db
      .select({ id: dept.id })
      .from(dept)
      .where(and(eq(dept.tenantId, tenantId), eq(dept.deptName, name), eq(dept.isDeleted, 0)));
    if (found) {
      out.set(name, String(found.id));
      continue;
    }
    const id = nextId();
    await db.insert(dept).values({
      id,
      tenantId,
      parentId: root ? String(root.id) : '0',
      ancestors: root ? `0,${root.id}` : '0',
      deptName: name,
      fullName: name,
      sort: i + 1,
    });
    out.set(name, id);
  }
  return out;
}

/** `yyyy-MM-dd` of today plus `days` (negative: days back). */
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function itemBody(kind: 'job' | 'device', headerId: string, no: number, item: DemoItem) {
  const [name, hazard, hazardCategory, accidentTypes, measures, evaluation, directMajorReason] = item;
  const cur = Object.fromEntries(
    Object.entries(measures).map(([k, v]) => [`cur${MEASURE_KEYS[k as keyof typeof MEASURE_KEYS]}`, v]),
  );
  const scores =
    evaluation[0] === 'LEC'
      ? { evalMethod: 'LEC', lecL: evaluation[1], lecE: evaluation[2], lecC: evaluation[3] }
      : { evalMethod: 'LS', lsL: evaluation[1], lsS: evaluation[2] };
  const text =
    kind === 'job'
      ? { activityId: headerId, stepNo: no, stepName: name, hazardDesc: hazard }
      : {
          facilityId: headerId,
          itemNo: no,
          checkProject: name,
          checkStandard: `${name}完好有效，符合规范要求`,
          nonConformity: hazard,
        };
  return {
    ...text,
    hazardCategory,
    accidentTypes,
    ...cur,
    ...scores,
    directMajorReason,
    enableStatus: 'ENABLED',
  };
}

/**
 * About a dozen risk points of a fine-chemicals plant with ~40 analysed lines of mixed levels,
 * reviewed analyses, merged measures and complete control sets — through the same services as the
 * API, so every computed value is what a user would get.
 */
export async function seedRiskDemo(db: Db, { tenantId }: { tenantId: string }): Promise<void> {
  const [existing] = await db
    .select({ id: riskPointType.id })
    .from(riskPointType)
    .where(and(eq(riskPointType.tenantId, tenantId), eq(riskPointType.isDeleted, 0)))
    .limit(1);
  if (existing) return;
  const [admin] = await db
    .select({ id: user.id, deptId: user.deptId })
    .from(user)
    .where(and(eq(user.tenantId, tenantId), eq(user.account, 'admin')));
  if (!admin) return;
  const depts = await demoDepts(db, tenantId);
  const posts = await ensureDemoPosts(db, tenantId);
  const heads = new Map<string, string>();
  for (const [deptName, [account, realName, postCode]] of Object.entries(HEADS))
    heads.set(
      deptName,
      await demoPerson(db, tenantId, {
        account,
        realName,
        deptId: depts.get(deptName)!,
        postId: posts[postCode],
      }),
    );
  const safetyId = heads.get('安全环保部')!;
  const ctx: RequestContext = {
    tenantId,
    userId: String(admin.id),
    account: 'admin',
    userName: '管理员',
    deptIds: [String(admin.deptId).split(',')[0]],
    roleIds: [],
    roleAliases: ['admin'],
    postIds: [],
    clientId: 'demo',
    sessionId: 'demo',
    isAdministrator: false,
    isAdmin: true,
    permissions: new Set(),
    mustChangePassword: false,
  };
  const userId = ctx.userId;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    for (const [pi, p] of DEMO_POINTS.entries()) {
      const deptId = depts.get(p.dept)!;
      const headId = heads.get(p.dept) ?? safetyId;
      const point = await riskPointService.insert(t, ctx, {
        name: p.name,
        category: p.category,
        deptId,
        responsibleUserId: headId,
        responsiblePhone: '0531-8888' + String(1000 + pi),
        hazardSummary: p.hazardSummary,
        emergencyMeasures: p.emergencyMeasures,
        isMajorHazardSource: p.isMajorHazardSource ?? false,
        evalMethod: 'LS',
        enableStatus: 'ENABLED',
        sort: pi + 1,
      });
      const pointId = String(point.id);
      for (const a of p.analyses) {
        const { header, item } = analysisServices[a.kind];
        const common = {
          riskPointTypeId: pointId,
          name: a.name,
          deptId,
          analystIds: [...new Set([safetyId, headId])],
          analysisDate: '2026-10-15',
          evalMethod: a.items[0][5][0],
          enableStatus: 'ENABLED',
        };
        const h =
          a.kind === 'job'
            ? await header.insert(t, ctx, {
                ...common,
                routineType: a.routineType,
                postIds: jobPosts(a.name, a.routineType).map((code) => posts[code]),
              })
            : await header.insert(t, ctx, {
                ...common,
                deviceCode: a.deviceCode,
                category: a.category,
                isSpecialEquipment: Boolean(a.specialEquipmentType),
                specialEquipmentType: a.specialEquipmentType,
                registrationNo: a.specialEquipmentType ? `鲁${a.deviceCode}-2021` : undefined,
                nextInspectionDate: a.specialEquipmentType ? '2027-03-31' : undefined,
                deviceStatus: 'IN_USE',
                quantity: 1,
              });
        await item.insertMany(
          t,
          ctx,
          a.items.map((it, i) => itemBody(a.kind, String(h.id), i + 1, it)),
        );
        const reviewName = a.kind === 'job' ? 'riskJobActivityReview' : 'riskDeviceFacilityReview';
        const review = await submitForReview(t, ctx, reviewName, {
          targetId: h.id,
          reviewType: 'INITIAL',
          reviewerIds: [userId],
        });
        await decideReview(t, ctx, reviewName, {
          id: String(review.id),
          result: 'APPROVED',
          opinion: '辨识全面，评价合理',
        });
        await mergeMeasures(t, ctx, a.kind, { analysisIds: [String(h.id)] });
      }
      for (const [n, [category, content, status]] of (DEMO_NEW_MEASURES[p.name] ?? []).entries())
        await riskControlMeasureService.insert(t, ctx, {
          riskPointTypeId: pointId,
          category,
          content,
          isExisting: false,
          implementStatus: status,
          responsibleDeptId: deptId,
          responsibleUserId: headId,
          plannedDate: dayOffset(15 + n * 10),
          doneDate: status === 'DONE' ? dayOffset(-5 - n * 3) : null,
          checkable: false,
        });
      if (p.override) {
        await t
          .update(riskPointType)
          .set({
            riskLevelOverride: true,
            overrideLevel: p.override.level,
            overrideReason: p.override.reason,
            overrideUserId: userId,
            overrideTime: new Date(),
          })
          .where(eq(riskPointType.id, pointId));
        await rollUpRiskPoint(t, tenantId, pointId);
      }
      const current = await riskPointService.get(t, ctx, pointId);
      const top: ControlLevel = isControlLevel(current.controlLevel) ? current.controlLevel : 'TEAM';
      // Lowest level first: each row's own cascade check then sees no gap below it.
      const levels = CONTROL_LEVELS.filter((l) => controlLevelRank(l) >= controlLevelRank(top)).reverse();
      for (const level of levels) {
        await riskPointControlService.insert(t, ctx, {
          riskPointTypeId: pointId,
          controlLevel: level,
          deptId: level === 'COMPANY' || level === 'DEPARTMENT' ? depts.get('安全环保部') : deptId,
          responsibleUserId: userId,
          checkType: 'DAILY',
          checkCycle: DEFAULT_CHECK_CYCLE[level],
          timesPerCycle: 1,
          controlFocus: p.hazardSummary,
          enabled: true,
        });
      }
      await checkCascade(t, ctx, pointId, true);
      if (pi % 2 === 0) {
        const review = await submitForReview(t, ctx, 'riskPointTypeReview', {
          targetId: pointId,
          reviewType: 'INITIAL',
          reviewerIds: [userId],
        });
        await decideReview(t, ctx, 'riskPointTypeReview', {
          id: String(review.id),
          result: 'APPROVED',
          opinion: '同意',
        });
      }
    }
  });
}
