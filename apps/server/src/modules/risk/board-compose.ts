import { isRiskLevel, worstLevel } from '@dp/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../core/context';
import { badRequest, notFound } from '../../core/envelope';
import { isId } from '../../core/ids';
import { together } from '../../core/together';
import type { Db } from '../../db/client';
import {
  dictBiz,
  post,
  riskControlMeasure,
  riskJobActivity,
  riskJobActivityPosts,
  riskPointType,
  riskSafetyLogo,
  user,
} from '../../db/schema';
import { dictItemsFor } from '../../resource/dictionary';
import { scoped } from '../../resource/scoped';
import type { Row } from '../../resource/service';
import { ANALYSES } from './rollup';

/** What a board shows that comes from the risk lists (domain-model §5.10 "pre-filled"). */
export type BoardContent = {
  riskLevel: string | null;
  hazards: string;
  accidentTypes: string[];
  controlMeasures: string;
  emergencyMeasures: string;
};

export const DEFAULT_PHONES = [
  { name: '火警', tel: '119' },
  { name: '急救', tel: '120' },
  { name: '报警', tel: '110' },
];

const MEASURE_ORDER = ['TECHNOLOGY', 'MANAGEMENT', 'EDUCATION', 'PROTECTION', 'URGENT'];
/** The analysed line's column of each category (`curTechnology`…). */
const CUR_COLUMN: Record<string, string> = {
  TECHNOLOGY: 'curTechnology',
  MANAGEMENT: 'curManagement',
  EDUCATION: 'curEducation',
  PROTECTION: 'curProtection',
};
const MAX_LINES = 12;

const uniqueLines = (texts: unknown[]) => [
  ...new Set(
    texts
      .flatMap((t) => String(t ?? '').split(/\r?\n/))
      .map((l) => l.trim())
      .filter(Boolean),
  ),
];
const numbered = (lines: string[]) =>
  lines
    .slice(0, MAX_LINES)
    .map((l, i) => `${i + 1}. ${l}`)
    .join('\n');

type Line = Row & { riskLevel?: unknown; accidentTypes?: unknown };

/** The enabled analysed lines of a risk point, or of the job activities a post takes part in. */
async function linesOf(db: Db, tenantId: string, target: { pointId?: string; postId?: string }) {
  const lines: { hazard: string; item: Line }[] = [];
  for (const [kind, a] of Object.entries(ANALYSES)) {
    if (target.postId && kind !== 'job') continue;
    const h = a.header;
    const conds = [
      scoped(tenantId, h),
      eq(h.isDeleted, 0),
      eq(h.enableStatus, 'ENABLED'),
      eq(a.item.isDeleted, 0),
      eq(a.item.enableStatus, 'ENABLED'),
    ];
    if (target.pointId) conds.push(eq(h.riskPointTypeId, target.pointId));
    if (target.postId) {
      const owners = db
        .select({ id: riskJobActivityPosts.ownerId })
        .from(riskJobActivityPosts)
        .where(eq(riskJobActivityPosts.refId, target.postId));
      conds.push(inArray(riskJobActivity.id, owners));
    }
    const rows = await db
      .select({ item: a.item })
      .from(a.item)
      .innerJoin(h, eq(a.fk, h.id))
      .where(and(...conds))
      .orderBy(asc(h.createTime), asc(a.item.createTime));
    for (const { item } of rows) {
      const it = item as Line;
      lines.push({
        hazard: kind === 'job' ? String(it.hazardDesc ?? '') : String(it.nonConformity ?? ''),
        item: it,
      });
    }
  }
  return lines;
}

/** The existing control measures of the points, by category, one line each. */
async function measuresOf(db: Db, tenantId: string, pointIds: string[]) {
  if (pointIds.length === 0) return [];
  return db
    .select({ category: riskControlMeasure.category, content: riskControlMeasure.content })
    .from(riskControlMeasure)
    .where(
      and(
        scoped(tenantId, riskControlMeasure),
        inArray(riskControlMeasure.riskPointTypeId, pointIds),
        eq(riskControlMeasure.isDeleted, 0),
        eq(riskControlMeasure.isExisting, true),
      ),
    )
    .orderBy(asc(riskControlMeasure.sort), asc(riskControlMeasure.createTime));
}

/** The points a post card draws from: those of the job activities the post takes part in. */
async function pointIdsOfPost(db: Db, tenantId: string, postId: string): Promise<string[]> {
  const rows = await db
    .select({ id: riskJobActivity.riskPointTypeId })
    .from(riskJobActivity)
    .innerJoin(riskJobActivityPosts, eq(riskJobActivityPosts.ownerId, riskJobActivity.id))
    .where(
      and(
        scoped(tenantId, riskJobActivity),
        eq(riskJobActivity.isDeleted, 0),
        eq(riskJobActivityPosts.refId, postId),
      ),
    );
  return [...new Set(rows.map((r) => String(r.id)))];
}

/** What a board is composed from: the analysed lines and the existing measures of its point(s). */
export async function boardSource(db: Db, tenantId: string, target: { point?: Row; postId?: string }) {
  const lines = await linesOf(db, tenantId, { pointId: target.point?.id as string, postId: target.postId });
  const pointIds = target.point
    ? [String(target.point.id)]
    : await pointIdsOfPost(db, tenantId, String(target.postId));
  const measures = await measuresOf(db, tenantId, pointIds);
  const levels = lines.map((l) => l.item.riskLevel).filter(isRiskLevel);
  const riskLevel = target.point ? ((target.point.riskLevel as string | null) ?? null) : worstLevel(levels);
  return { lines, measures, riskLevel };
}

/** Hazards, accident types, measures, emergency measures and level from the current risk lists. */
export async function boardContent(
  db: Db,
  tenantId: string,
  target: { point?: Row; postId?: string },
): Promise<BoardContent> {
  const [{ lines, measures, riskLevel }, categories] = await together(
    db,
    async () => boardSource(db, tenantId, target),
    async () => dictItemsFor(db, tenantId, 'MEASURE_CATEGORY', true),
  );
  const label = new Map(categories.map((c) => [c.key, c.label]));
  const controls = MEASURE_ORDER.filter((c) => c !== 'URGENT').flatMap((c) => {
    const own = measures.filter((m) => m.category === c).map((m) => m.content);
    const fromLines = own.length ? own : lines.map((l) => l.item[CUR_COLUMN[c]]);
    const items = uniqueLines(fromLines).slice(0, 4);
    return items.length ? [`【${label.get(c) ?? c}】${items.join('；')}`] : [];
  });
  const urgent = uniqueLines([
    target.point?.emergencyMeasures,
    ...measures.filter((m) => m.category === 'URGENT').map((m) => m.content),
    ...lines.map((l) => l.item.curUrgent),
  ]);
  const hazards = target.point?.hazardSummary
    ? String(target.point.hazardSummary)
    : numbered(uniqueLines(lines.map((l) => l.hazard)));
  const accidentTypes = [
    ...new Set([
      ...((target.point?.accidentTypes as string[] | null) ?? []),
      ...lines.flatMap((l) => (Array.isArray(l.item.accidentTypes) ? l.item.accidentTypes.map(String) : [])),
    ]),
  ].sort();
  return {
    riskLevel,
    hazards,
    accidentTypes,
    controlMeasures: controls.join('\n'),
    emergencyMeasures: urgent.join('\n'),
  };
}

/** The signs the accident types call for (dictionary `extra.signs`, by name), prohibition first. */
async function suggestedLogos(db: Db, tenantId: string, accidentTypes: string[]): Promise<string[]> {
  if (accidentTypes.length === 0) return [];
  const rows = await db
    .select({ extra: dictBiz.extra })
    .from(dictBiz)
    .where(
      and(
        scoped(tenantId, dictBiz),
        eq(dictBiz.code, 'ACCIDENT_TYPE'),
        inArray(dictBiz.dictKey, accidentTypes),
        eq(dictBiz.isDeleted, 0),
      ),
    );
  const names = new Set(
    rows.flatMap((r) => {
      try {
        const signs = (JSON.parse(String(r.extra ?? '{}')) as { signs?: unknown }).signs;
        return Array.isArray(signs) ? signs.map(String) : [];
      } catch {
        return [];
      }
    }),
  );
  if (names.size === 0) return [];
  const logos = await db
    .select({ id: riskSafetyLogo.id, name: riskSafetyLogo.name, category: riskSafetyLogo.category })
    .from(riskSafetyLogo)
    .where(
      and(
        scoped(tenantId, riskSafetyLogo),
        inArray(riskSafetyLogo.name, [...names]),
        eq(riskSafetyLogo.enabled, true),
        eq(riskSafetyLogo.isDeleted, 0),
      ),
    );
  const order = ['PROHIBITION', 'WARNING', 'MANDATORY', 'INFORMATION'];
  return logos
    .sort((a, b) => order.indexOf(String(a.category)) - order.indexOf(String(b.category)))
    .slice(0, 8)
    .map((l) => String(l.id));
}

async function ownRow(db: Db, table: typeof riskPointType | typeof post, ctx: RequestContext, id: unknown) {
  if (!isId(String(id ?? ''))) return undefined;
  const [row] = await db
    .select()
    .from(table)
    .where(and(scoped(ctx.tenantId, table), eq(table.id, String(id)), eq(table.isDeleted, 0)));
  return row as Row | undefined;
}

/** The target of a board: a risk point of the caller's tenant for POINT_BOARD, a post for POST_CARD. */
export async function boardTarget(
  db: Db,
  ctx: RequestContext,
  row: Row,
): Promise<{ point?: Row; post?: Row }> {
  if (row.boardType === 'POINT_BOARD') {
    const point = await ownRow(db, riskPointType, ctx, row.riskPointTypeId);
    if (!point) throw badRequest('参数错误: 请选择本单位的风险点');
    return { point };
  }
  if (row.boardType === 'POST_CARD') {
    const p = await ownRow(db, post, ctx, row.postId);
    if (!p) throw badRequest('参数错误: 请选择本单位的岗位');
    return { post: p };
  }
  return {};
}

async function firstPointOfPost(db: Db, tenantId: string, postId: string): Promise<Row | undefined> {
  const [row] = await db
    .select({ point: riskPointType })
    .from(riskJobActivity)
    .innerJoin(riskJobActivityPosts, eq(riskJobActivityPosts.ownerId, riskJobActivity.id))
    .innerJoin(riskPointType, eq(riskPointType.id, riskJobActivity.riskPointTypeId))
    .where(
      and(
        scoped(tenantId, riskJobActivity),
        eq(riskJobActivity.isDeleted, 0),
        eq(riskJobActivityPosts.refId, postId),
        eq(riskPointType.isDeleted, 0),
      ),
    )
    .orderBy(asc(riskJobActivity.createTime))
    .limit(1);
  return row?.point as Row | undefined;
}

/** A complete draft board of a risk point or a post, ready to insert (the caller may override fields). */
export async function composeBoard(db: Db, ctx: RequestContext, input: Row): Promise<Row> {
  if (input.boardType !== 'POINT_BOARD' && input.boardType !== 'POST_CARD')
    throw badRequest('参数错误: 告知类型应为风险点告知牌或岗位风险告知卡');
  const target = await boardTarget(db, ctx, input);
  if (!target.point && !target.post) throw notFound('告知对象不存在');
  const content = await boardContent(db, ctx.tenantId, {
    point: target.point,
    postId: target.post ? String(target.post.id) : undefined,
  });
  const point = target.point;
  // A post card names the people of the risk point its first activity belongs to.
  const contact =
    point ?? (target.post ? await firstPointOfPost(db, ctx.tenantId, String(target.post.id)) : undefined);
  const responsibleUserId = contact?.responsibleUserId ?? ctx.userId;
  const [person] = await db
    .select({ phone: user.phone, deptId: user.deptId })
    .from(user)
    .where(and(scoped(ctx.tenantId, user), eq(user.id, String(responsibleUserId))));
  const name = point ? String(point.name) : String(target.post?.postName);
  return {
    boardType: input.boardType,
    riskPointTypeId: point ? String(point.id) : null,
    postId: target.post ? String(target.post.id) : null,
    title: point ? `${name}安全风险告知牌` : `${name}岗位安全风险告知卡`,
    ...content,
    hazards: content.hazards || '—',
    controlMeasures: content.controlMeasures || '—',
    emergencyMeasures: content.emergencyMeasures || '—',
    accidentTypes: content.accidentTypes.length ? content.accidentTypes : ['20'],
    logoIds: await suggestedLogos(db, ctx.tenantId, content.accidentTypes),
    emergencyPhones: DEFAULT_PHONES,
    responsibleDeptId: String(contact?.deptId ?? person?.deptId ?? ctx.deptIds[0] ?? ''),
    responsibleUserId: String(responsibleUserId),
    responsiblePhone: String(contact?.responsiblePhone || person?.phone || ''),
    showQr: Boolean(point),
  };
}
