import { and, eq, isNull, sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import type { Db } from '../../db/client';
import {
  attach,
  checkRiskPoint,
  dangerRecord,
  riskPointType,
  riskPointTypePlaces,
  tenantLayout,
} from '../../db/schema';
import { placeService } from '../../modules/layout/place';
import { readSitePlan } from '../../modules/layout/site-plan';
import { tenantLayoutServiceFor } from '../../modules/layout/tenant-layout';
import { storageDrivers } from '../../modules/storage/drivers';
import { storeAttachment } from '../../modules/storage/endpoint';
import { adminContext } from './demo-context';
import { DEMO_POINTS } from './risk-data';
import { DEMO_SITE_PLAN } from './site-plan.svg';

const W = 1200;
const H = 800;
/** A rectangle of the drawing (pixels) as a relative outline. */
const box = (x: number, y: number, w: number, h: number): [number, number][] => [
  [x / W, y / H],
  [(x + w) / W, y / H],
  [(x + w) / W, (y + h) / H],
  [x / W, (y + h) / H],
];

/** Places of the demo plant: name, type, parent, outline on the site plan (site-plan.svg.ts). */
const PLACES: [string, string, string | null, [number, number][] | null][] = [
  ['一号厂区', 'SITE', null, null],
  ['生产区', 'AREA', '一号厂区', null],
  ['合成车间', 'BUILDING', '生产区', box(84, 72, 396, 264)],
  ['精馏车间', 'BUILDING', '生产区', box(660, 72, 300, 264)],
  ['公用工程区', 'AREA', '一号厂区', null],
  ['变配电室', 'BUILDING', '公用工程区', box(990, 72, 150, 76)],
  ['空压站', 'BUILDING', '公用工程区', box(990, 166, 150, 72)],
  ['燃气锅炉房', 'BUILDING', '公用工程区', box(990, 256, 150, 80)],
  ['储罐区', 'AREA', '一号厂区', box(84, 472, 396, 248)],
  ['仓储区', 'AREA', '一号厂区', null],
  ['成品仓库', 'BUILDING', '仓储区', box(660, 472, 228, 120)],
  ['危化品仓库', 'BUILDING', '仓储区', box(660, 612, 228, 108)],
  ['污水处理站', 'BUILDING', '一号厂区', box(936, 448, 200, 92)],
  ['办公楼', 'BUILDING', '一号厂区', box(936, 570, 200, 150)],
];

/**
 * Layout demo: the plant's site plan (an SVG drawn for the demo) as the default plan, the place
 * tree with outlines matching the drawing, every risk point placed in its places (risk-data.ts
 * `places`) and the check points without a place put where they are: with their risk point, or by
 * their name (配电室 …), or in turn over the workshops. The levels colour the map: red, orange,
 * yellow and blue areas, the office grey.
 */
export async function seedLayoutDemo(db: Db, { tenantId }: { tenantId: string }): Promise<void> {
  const [existing] = await db
    .select({ id: tenantLayout.id })
    .from(tenantLayout)
    .where(and(eq(tenantLayout.tenantId, tenantId), eq(tenantLayout.isDeleted, 0)))
    .limit(1);
  if (existing) return;
  const ctx = await adminContext(db, tenantId);
  if (!ctx) return;
  const drivers = storageDrivers(db, loadConfig(process.env));
  const image = readSitePlan(Buffer.from(DEMO_SITE_PLAN, 'utf8'));
  if ('error' in image) throw new Error(image.error);
  const { attachId } = await storeAttachment(db, drivers, ctx, {
    data: image.data,
    originalName: '一号厂区总平面布置图.svg',
    type: image.type,
    ext: image.ext,
  });
  try {
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const layout = await tenantLayoutServiceFor(drivers).insert(t, ctx, {
        name: '一号厂区总平面布置图',
        imageId: attachId,
        isDefault: true,
        scaleMetersPerPx: 0.5,
      });
      const ids = new Map<string, string>();
      for (const [i, [name, placeType, parent, polygon]] of PLACES.entries()) {
        const saved = await placeService.insert(t, ctx, {
          name,
          placeType,
          parentId: parent ? ids.get(parent) : undefined,
          code: `QY-${String(i + 1).padStart(2, '0')}`,
          layoutId: polygon ? layout.id : undefined,
          polygon: polygon ?? undefined,
          sort: i + 1,
        });
        ids.set(name, String(saved.id));
      }
      const pointPlace = await placeDemoRiskPoints(t, tenantId, ids);
      await placeDemoPoints(t, tenantId, String(layout.id), ids, pointPlace);
      await placeCheckDangers(t, tenantId);
    });
  } catch (err) {
    await db.update(attach).set({ isDeleted: 1 }).where(eq(attach.id, attachId));
    throw err;
  }
}

/** Where a check point without a risk point goes, by a word of its name. */
const BY_NAME: [string, string][] = [
  ['配电室', '变配电室'],
  ['中控室', '精馏车间'],
  ['仓库', '成品仓库'],
  ['生产车间', '合成车间'],
  ['锅炉', '燃气锅炉房'],
  ['空压', '空压站'],
  ['罐区', '储罐区'],
];
/** The places that take the remaining check points in turn. */
const IN_TURN = ['合成车间', '精馏车间', '储罐区', '成品仓库'];
/** The east gate (relative): a hydrant there stands on the road, in no place. */
const GATE: [number, number] = [1137 / W, 372 / H];

/** Links each demo risk point to its places (join rows: the triggers recolour the places). */
async function placeDemoRiskPoints(db: Db, tenantId: string, places: Map<string, string>) {
  const points = await db
    .select({ id: riskPointType.id, name: riskPointType.name })
    .from(riskPointType)
    .where(and(eq(riskPointType.tenantId, tenantId), eq(riskPointType.isDeleted, 0)));
  const byName = new Map(points.map((p) => [String(p.name), String(p.id)]));
  const firstPlace = new Map<string, string>();
  for (const demo of DEMO_POINTS) {
    const id = byName.get(demo.name);
    if (!id) continue;
    const ids = demo.places.map((n) => places.get(n)).filter((x): x is string => Boolean(x));
    if (ids.length === 0) continue;
    firstPlace.set(id, ids[0]);
    await db
      .insert(riskPointTypePlaces)
      .values(ids.map((refId, sort) => ({ ownerId: id, refId, sort, tenantId })))
      .onConflictDoNothing();
  }
  return firstPlace;
}

/**
 * Check points in columns over the right 40 % of their place's outline, 22 px between rows and
 * 80 px between columns (the map writes the place's name at the top-left corner and the risk
 * points across the middle of the left part; a point's number is written to its right).
 */
function checkPointSpots(polygon: [number, number][], count: number): [number, number][] {
  const xs = polygon.map((p) => p[0] * W);
  const ys = polygon.map((p) => p[1] * H);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const left = minX + (maxX - minX) * 0.6 + 10;
  const perColumn = Math.max(1, Math.floor((maxY - minY - 20) / 22));
  return Array.from({ length: count }, (_, i) => [
    (left + Math.floor(i / perColumn) * 80) / W,
    (minY + 20 + (i % perColumn) * 22) / H,
  ]);
}

/**
 * The check history (an earlier step) registered the dangers of its failed items before the check
 * points had places: each such danger takes its check point's place, as a check registers it now.
 */
async function placeCheckDangers(db: Db, tenantId: string) {
  await db
    .update(dangerRecord)
    .set({
      placeId: sql`(select c.place_id from ${checkRiskPoint} c where c.id = ${dangerRecord.checkRiskPointId})`,
    })
    .where(
      and(
        eq(dangerRecord.tenantId, tenantId),
        isNull(dangerRecord.placeId),
        sql`exists (select 1 from ${checkRiskPoint} c where c.id = ${dangerRecord.checkRiskPointId} and c.place_id is not null)`,
      ),
    );
}

async function placeDemoPoints(
  db: Db,
  tenantId: string,
  layoutId: string,
  places: Map<string, string>,
  pointPlace: Map<string, string>,
) {
  const points = await db
    .select({
      id: checkRiskPoint.id,
      name: checkRiskPoint.name,
      riskPointTypeId: checkRiskPoint.riskPointTypeId,
    })
    .from(checkRiskPoint)
    .where(
      and(
        eq(checkRiskPoint.tenantId, tenantId),
        eq(checkRiskPoint.isDeleted, 0),
        isNull(checkRiskPoint.placeId),
      ),
    )
    .orderBy(checkRiskPoint.number);
  const names = new Map([...places].map(([name, id]) => [id, name]));
  const inPlace = new Map<string, string[]>();
  let turn = 0;
  for (const p of points) {
    const name = String(p.name ?? '');
    if (name.includes('东门')) {
      await db
        .update(checkRiskPoint)
        .set({ layoutId, layoutX: GATE[0].toFixed(4), layoutY: GATE[1].toFixed(4) })
        .where(eq(checkRiskPoint.id, p.id));
      continue;
    }
    const own = p.riskPointTypeId ? pointPlace.get(String(p.riskPointTypeId)) : undefined;
    const named = BY_NAME.find(([word]) => name.includes(word))?.[1];
    const placeId = own ?? places.get(named ?? IN_TURN[turn++ % IN_TURN.length])!;
    inPlace.set(placeId, [...(inPlace.get(placeId) ?? []), String(p.id)]);
  }
  for (const [placeId, ids] of inPlace) {
    const outline = PLACES.find(([name]) => name === names.get(placeId))?.[3];
    if (!outline) continue;
    const spots = checkPointSpots(outline, ids.length);
    for (const [i, id] of ids.entries()) {
      await db
        .update(checkRiskPoint)
        .set({ placeId, layoutId, layoutX: spots[i][0].toFixed(4), layoutY: spots[i][1].toFixed(4) })
        .where(eq(checkRiskPoint.id, id));
    }
  }
}
