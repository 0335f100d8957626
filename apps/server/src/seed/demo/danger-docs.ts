import { and, asc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { formatDate } from '../../core/dates';
import { nextId } from '../../core/ids';
import type { Db } from '../../db/client';
import {
  checkRiskPoint,
  dangerNotice,
  dangerNoticeDangers,
  dangerRecord,
  dangerRectificationDelayApply,
  dangerReport,
  dangerReportDangers,
  place,
  riskPointType,
  riskPointTypePlaces,
} from '../../db/schema';
import { personLabels } from '../../modules/danger/docs-shared';
import {
  findRepeat,
  flagForReview,
  reviewReasons,
  riskPointOfCheckPoint,
} from '../../modules/danger/risk-feedback';
import { refreshRiskControl } from '../../modules/risk/control-state';
import { nextNumber } from '../../resource/numbering';
import type { Who } from './danger';

const DAY = 86_400_000;

/** The risk point a fire point in a demo place answers to when none is placed there. */
const PLACE_RISK: Record<string, string> = {
  合成车间: '合成车间反应釜区',
  精馏车间: '精馏塔区',
  储罐区: '甲醇储罐区',
  成品仓库: '危化品仓库',
  办公楼: '变配电室',
};
// biome-ignore lint/suspicious/noExplicitAny: the generated table types its columns loosely
type Danger = { id: string } & Record<string, any>;

/** The demo risk points by name, each with a place: its own first place, else one of its check points'. */
export async function demoRiskPoints(db: Db, tenantId: string) {
  const points = await db
    .select({ id: riskPointType.id, name: riskPointType.name })
    .from(riskPointType)
    .where(and(eq(riskPointType.tenantId, tenantId), eq(riskPointType.isDeleted, 0)));
  const ids = points.map((p) => String(p.id));
  const own = ids.length
    ? await db
        .select({ ownerId: riskPointTypePlaces.ownerId, placeId: riskPointTypePlaces.refId })
        .from(riskPointTypePlaces)
        .where(inArray(riskPointTypePlaces.ownerId, ids))
        .orderBy(asc(riskPointTypePlaces.sort))
    : [];
  const viaCheck = ids.length
    ? await db
        .select({ ownerId: checkRiskPoint.riskPointTypeId, placeId: checkRiskPoint.placeId })
        .from(checkRiskPoint)
        .where(and(inArray(checkRiskPoint.riskPointTypeId, ids), eq(checkRiskPoint.isDeleted, 0)))
    : [];
  const placeOf = new Map<string, string>();
  for (const r of [...own, ...viaCheck]) {
    if (r.placeId && !placeOf.has(String(r.ownerId))) placeOf.set(String(r.ownerId), String(r.placeId));
  }
  return new Map(
    points.map((p) => [String(p.name), { id: String(p.id), placeId: placeOf.get(String(p.id)) ?? null }]),
  );
}

const dateOf = (v: unknown) => (v instanceof Date ? formatDate(v) : String(v ?? '').slice(0, 10));

const number = (tx: Db, tenantId: string, key: string, pattern: string, now: Date) =>
  nextNumber(tx, { tenantId, key, pattern, now });

/**
 * The paperwork of the demo hazard ledger (§7.3–7.5): rectification notices (issued, signed,
 * completed), delay applications (approved, pending on an overdue hazard, rejected) and
 * rectification reports (submitted, confirmed), consistent with the hazards they list.
 */
export async function seedDangerPaperwork(tx: Db, tenantId: string, who: Who): Promise<void> {
  const rows = (await tx
    .select()
    .from(dangerRecord)
    .where(and(eq(dangerRecord.tenantId, tenantId), isNull(dangerRecord.checkRecordId)))
    .orderBy(asc(dangerRecord.foundTime))) as Danger[];
  const today = formatDate(new Date());
  const pick = (test: (d: Danger) => boolean, n: number, taken: Set<string>) => {
    const out = rows.filter((d) => !taken.has(d.id) && test(d)).slice(0, n);
    for (const d of out) taken.add(d.id);
    return out;
  };
  const taken = new Set<string>();
  const general = (d: Danger) => d.level === 'GENERAL';
  const overdue = (d: Danger) => d.status === 'PENDING_RECTIFY' && dateOf(d.currentDeadline) < today;
  const late = pick((d) => general(d) && overdue(d), 2, taken);
  const rectifying = pick((d) => general(d) && d.status === 'PENDING_RECTIFY' && !overdue(d), 2, taken);
  const accepting = pick((d) => general(d) && d.status === 'PENDING_ACCEPT', 1, taken);
  const closed = pick((d) => general(d) && d.status === 'CLOSED', 2, taken);
  const issuedTo = pick((d) => d.status === 'PENDING_RECTIFY' || d.status === 'PENDING_PLAN', 1, taken);
  const safety = who('safety');
  const head = who('depthead');
  const rectifier = who('rectifier');
  // people on a notice by real name and post, as the notices the application writes name them
  const labels = await personLabels(tx, tenantId, [safety.id, who('checker').id]);

  const notice = async (status: string, dangers: Danger[], daysAgo: number) => {
    const id = nextId();
    const issued = new Date(Date.now() - daysAgo * DAY);
    const deadline = dangers.map((d) => dateOf(d.currentDeadline)).sort()[0] ?? today;
    await tx.insert(dangerNotice).values({
      id,
      tenantId,
      createUser: safety.id,
      createTime: issued,
      updateTime: issued,
      noticeNo: await number(
        tx,
        tenantId,
        'danger_rectification_notice.noticeNo',
        'ZGTZ-{yyyy}-{0000}',
        issued,
      ),
      title: '隐患整改通知书',
      checkedDeptId: dangers[0]?.rectifyDeptId ?? null,
      checkDate: formatDate(issued),
      checkerNames: [safety.id, who('checker').id].map((id) => labels.get(id) ?? '').join('、'),
      requirements: '请受检部门按清单逐项落实整改，整改期间落实临时管控措施，完成后提交整改报告。',
      deadline,
      issuerId: safety.id,
      issueTime: issued,
      receiverUserId: head.id,
      signTime: status === 'ISSUED' ? null : new Date(issued.getTime() + DAY / 2),
      status,
      version: status === 'ISSUED' ? 1 : 2,
    } as typeof dangerNotice.$inferInsert);
    await tx
      .insert(dangerNoticeDangers)
      .values(dangers.map((d, sort) => ({ ownerId: id, refId: d.id, sort, tenantId })));
    await tx
      .update(dangerRecord)
      .set({ noticeId: id })
      .where(
        inArray(
          dangerRecord.id,
          dangers.map((d) => d.id),
        ),
      );
    return id;
  };
  const report = async (status: string, noticeId: string, dangers: Danger[], daysAgo: number) => {
    const id = nextId();
    const at = new Date(Date.now() - daysAgo * DAY);
    await tx.insert(dangerReport).values({
      id,
      tenantId,
      createUser: rectifier.id,
      createTime: at,
      updateTime: at,
      reportNo: await number(tx, tenantId, 'danger_rectification_report.reportNo', 'ZGBG-{yyyy}-{0000}', at),
      noticeId,
      reportDeptId: rectifier.dept,
      reporterId: rectifier.id,
      summary: dangers.map((d) => `${d.dangerNo} ${d.title}: 已按要求整改完毕`).join('；'),
      fundSummary: '1200.00',
      reviewerId: status === 'CONFIRMED' ? safety.id : null,
      reviewTime: status === 'CONFIRMED' ? new Date(at.getTime() + DAY / 2) : null,
      reviewOpinion: status === 'CONFIRMED' ? '整改情况属实，予以确认' : null,
      status,
      version: status === 'CONFIRMED' ? 2 : 1,
    } as typeof dangerReport.$inferInsert);
    await tx
      .insert(dangerReportDangers)
      .values(dangers.map((d, sort) => ({ ownerId: id, refId: d.id, sort, tenantId })));
  };
  if (rectifying.length && accepting.length) {
    const signed = await notice('SIGNED', [...rectifying, ...accepting], 6);
    await report('SUBMITTED', signed, accepting, 1);
  }
  if (issuedTo.length) await notice('ISSUED', issuedTo, 1);
  if (closed.length) {
    const completed = await notice('COMPLETED', closed, 20);
    await report('CONFIRMED', completed, closed, 8);
  }

  const delay = async (d: Danger, status: 'APPROVED' | 'PENDING' | 'REJECTED', days: number) => {
    const applied = new Date(Date.now() - (status === 'PENDING' ? 1 : 5) * DAY);
    const current = dateOf(d.currentDeadline);
    const oldDeadline =
      status === 'APPROVED' ? formatDate(new Date(Date.parse(current) - days * DAY)) : current;
    const newDeadline =
      status === 'APPROVED' ? current : formatDate(new Date(Date.parse(current) + days * DAY));
    await tx.insert(dangerRectificationDelayApply).values({
      id: nextId(),
      tenantId,
      createUser: rectifier.id,
      createTime: applied,
      updateTime: applied,
      applyNo: await number(
        tx,
        tenantId,
        'danger_rectification_delay_apply.applyNo',
        'YQ-{yyyyMMdd}-{0000}',
        applied,
      ),
      dangerId: d.id,
      level: d.level,
      rectifyDeptId: d.rectifyDeptId,
      applicantId: rectifier.id,
      applyTime: applied,
      oldDeadline,
      newDeadline,
      delayDays: days,
      reason: '所需备件需向厂家订购，到货周期较长',
      interimMeasures: '设置警戒标识，每班专人巡查，备用设备投入运行',
      approverId: status === 'PENDING' ? null : safety.id,
      approveTime: status === 'PENDING' ? null : new Date(applied.getTime() + DAY / 2),
      result: status === 'PENDING' ? null : status,
      opinion:
        status === 'REJECTED' ? '延期理由不充分，请按原期限完成' : status === 'APPROVED' ? '同意延期' : null,
      status,
      version: status === 'PENDING' ? 0 : 1,
    } as typeof dangerRectificationDelayApply.$inferInsert);
    if (status === 'APPROVED') {
      await tx
        .update(dangerRecord)
        .set({ originalDeadline: oldDeadline, delayCount: 1, interimMeasures: '设置警戒标识，每班专人巡查' })
        .where(eq(dangerRecord.id, d.id));
    }
  };
  if (rectifying[0]) await delay(rectifying[0], 'APPROVED', 7);
  if (late[0]) await delay(late[0], 'PENDING', 10);
  if (late[1]) await delay(late[1], 'REJECTED', 30);
}

/**
 * Dangers fed back to risk (issue #32 item 4) over the whole demo ledger: repeats marked, the points
 * of repeats and of closed MAJOR dangers put on the review list, every point's control state stored.
 */
export async function seedDangerFeedback(tx: Db, tenantId: string): Promise<void> {
  const rows = (await tx
    .select()
    .from(dangerRecord)
    .where(
      and(
        eq(dangerRecord.tenantId, tenantId),
        eq(dangerRecord.isDeleted, 0),
        notInArray(dangerRecord.status, ['REVOKED']),
      ),
    )
    .orderBy(asc(dangerRecord.foundTime))) as Danger[];
  // the check step ran before the layout placed its fire points: link those dangers now
  const points = await demoRiskPoints(tx, tenantId);
  for (const d of rows.filter((r) => !r.riskPointTypeId && r.checkRiskPointId)) {
    const [point] = await tx
      .select({ placeId: checkRiskPoint.placeId })
      .from(checkRiskPoint)
      .where(eq(checkRiskPoint.id, String(d.checkRiskPointId)));
    const linked: Danger = { ...d, placeId: d.placeId ?? point?.placeId ?? null };
    await riskPointOfCheckPoint(tx, tenantId, linked);
    if (!linked.riskPointTypeId && linked.placeId) {
      // no risk point placed there yet: the demo plant's own reading of its places
      const [p] = await tx
        .select({ name: place.name })
        .from(place)
        .where(eq(place.id, String(linked.placeId)));
      linked.riskPointTypeId = points.get(PLACE_RISK[String(p?.name)] ?? '')?.id ?? null;
    }
    Object.assign(d, { riskPointTypeId: linked.riskPointTypeId ?? null, placeId: linked.placeId });
    await tx
      .update(dangerRecord)
      .set({ riskPointTypeId: d.riskPointTypeId, placeId: d.placeId })
      .where(eq(dangerRecord.id, d.id));
  }
  const noOf = new Map(rows.map((r) => [r.id, r.dangerNo]));
  for (const d of rows) {
    const earlier = await findRepeat(tx, tenantId, d, d.id);
    if (!earlier) continue;
    await tx
      .update(dangerRecord)
      .set({ isRepeat: true, repeatOfId: String(earlier.id) })
      .where(eq(dangerRecord.id, d.id));
    if (d.status !== 'DRAFT') {
      await flagForReview(
        tx,
        tenantId,
        d.riskPointTypeId,
        reviewReasons.repeat(d, noOf.get(String(earlier.id))),
      );
    }
  }
  for (const d of rows.filter((r) => r.status === 'CLOSED' && r.level === 'MAJOR')) {
    await flagForReview(tx, tenantId, d.riskPointTypeId, reviewReasons.majorClosed(d));
  }
  await refreshRiskControl(tx, tenantId, null);
}
