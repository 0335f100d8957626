import { and, eq, isNull } from 'drizzle-orm';
import { loadConfig } from '../../config';
import type { Db } from '../../db/client';
import { attach, checkRiskPoint, tenantLayout } from '../../db/schema';
import { placeService } from '../../modules/layout/place';
import { readSitePlan } from '../../modules/layout/site-plan';
import { tenantLayoutServiceFor } from '../../modules/layout/tenant-layout';
import { storageDrivers } from '../../modules/resource/drivers';
import { storeAttachment } from '../../modules/resource/endpoint';
import { adminContext } from './demo-context';
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

/** Places of the demo plant: name, type, parent, outline on the site plan. */
const PLACES: [string, string, string | null, [number, number][] | null][] = [
  ['一号厂区', 'SITE', null, null],
  ['生产区', 'AREA', '一号厂区', null],
  ['合成车间', 'BUILDING', '生产区', box(84, 72, 396, 264)],
  ['精馏车间', 'BUILDING', '生产区', box(660, 72, 444, 264)],
  ['储罐区', 'AREA', '一号厂区', box(84, 472, 396, 248)],
  ['成品仓库', 'BUILDING', '一号厂区', box(660, 472, 228, 248)],
  ['办公楼', 'BUILDING', '一号厂区', box(936, 560, 180, 160)],
];

/**
 * Layout demo: the plant's site plan (an SVG drawn for the demo) as the default plan, the place
 * tree with outlines matching the drawing, and the tenant's check points that have no place yet
 * spread over the workshops and the tank farm (their levels colour the map).
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
      await placeDemoPoints(t, tenantId, String(layout.id), ids);
    });
  } catch (err) {
    await db.update(attach).set({ isDeleted: 1 }).where(eq(attach.id, attachId));
    throw err;
  }
}

/** Spots inside the outlined places (relative), filled in turn by the points without a place. */
const SPOTS: [string, number, number][] = [
  ['合成车间', 165 / W, 200 / H],
  ['合成车间', 285 / W, 200 / H],
  ['合成车间', 405 / W, 200 / H],
  ['精馏车间', 730 / W, 240 / H],
  ['精馏车间', 830 / W, 240 / H],
  ['精馏车间', 980 / W, 230 / H],
  ['储罐区', 170 / W, 610 / H],
  ['储罐区', 290 / W, 610 / H],
  ['储罐区', 410 / W, 610 / H],
  ['成品仓库', 774 / W, 640 / H],
  ['办公楼', 1026 / W, 620 / H],
];

async function placeDemoPoints(db: Db, tenantId: string, layoutId: string, places: Map<string, string>) {
  const points = await db
    .select({ id: checkRiskPoint.id })
    .from(checkRiskPoint)
    .where(
      and(
        eq(checkRiskPoint.tenantId, tenantId),
        eq(checkRiskPoint.isDeleted, 0),
        isNull(checkRiskPoint.placeId),
      ),
    )
    .orderBy(checkRiskPoint.number)
    .limit(SPOTS.length);
  for (const [i, p] of points.entries()) {
    const [name, x, y] = SPOTS[i];
    await db
      .update(checkRiskPoint)
      .set({ placeId: places.get(name), layoutId, layoutX: x.toFixed(4), layoutY: y.toFixed(4) })
      .where(eq(checkRiskPoint.id, p.id));
  }
}
