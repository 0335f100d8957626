import { type LegendEntry, type MapRiskPoint, RISK_LEVELS, type RiskLevel } from '@dp/domain';

export type { LegendEntry, MapRiskPoint };

import { and, asc, eq, ne } from 'drizzle-orm';
import type { RequestContext } from '../../core/context';
import type { Db } from '../../db/client';
import { place, riskPointType, riskPointTypePlaces } from '../../db/schema';
import { scoped } from '../../resource/scoped';

export type Polygon = [number, number][];

type PlaceRow = { id: string; ancestors: string; layoutId: string | null; polygon: Polygon | null };

const round = (v: number) => Math.round(v * 1e4) / 1e4;

/**
 * Where the markers of the points placed in one outlined place go: a column near the left edge of
 * the outline, centred on its middle, in the given order; the map writes each point's name to the
 * right of its marker (the top-left corner keeps the place's name, the right part the check points).
 */
export function spreadInside(polygon: Polygon, count: number): [number, number][] {
  const xs = polygon.map((p) => p[0]);
  const ys = polygon.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const height = maxY - minY;
  const step = Math.min(0.045, (height * 0.7) / count);
  const first = minY + height / 2 - (step * (count - 1)) / 2;
  const x = round(minX + (maxX - minX) * 0.1);
  return Array.from({ length: count }, (_, i) => [x, round(first + step * i)]);
}

/**
 * The outlined place of this plan a point placed in `placeId` is drawn in: the place itself or its
 * nearest ancestor outlined on the plan (a line without an outline shows in its workshop).
 */
function drawnIn(places: Map<string, PlaceRow>, placeId: string, layoutId: string): string | null {
  const own = places.get(placeId);
  if (!own) return null;
  const chain = [
    own.id,
    ...own.ancestors
      .split(',')
      .filter((a) => a && a !== '0')
      .reverse(),
  ];
  for (const id of chain) {
    const p = places.get(id);
    if (p?.polygon && p.polygon.length >= 3 && p.layoutId === layoutId) return id;
  }
  return null;
}

/**
 * The risk points of a plan (enabled, placed in a place outlined on it or inside one), with their
 * stored out-of-control flag (risk/control-state.ts keeps it in step with dangers and tasks), and the legend: risk points
 * and check points of the plan per level (null = not graded).
 */
export async function mapRiskPoints(
  db: Db,
  ctx: RequestContext,
  layoutId: string,
  checkPointLevels: (string | null)[],
): Promise<{ riskPoints: MapRiskPoint[]; legend: LegendEntry[] }> {
  const placeRows = await db
    .select({ id: place.id, ancestors: place.ancestors, layoutId: place.layoutId, polygon: place.polygon })
    .from(place)
    .where(scoped(ctx, place, { live: true }));
  const places = new Map<string, PlaceRow>(
    placeRows.map((p) => [
      String(p.id),
      {
        id: String(p.id),
        ancestors: String(p.ancestors ?? ''),
        layoutId: p.layoutId ? String(p.layoutId) : null,
        polygon: (p.polygon as Polygon | null) ?? null,
      },
    ]),
  );
  const links = await db
    .select({
      id: riskPointType.id,
      name: riskPointType.name,
      code: riskPointType.code,
      riskLevel: riskPointType.riskLevel,
      outOfControl: riskPointType.outOfControl,
      placeId: riskPointTypePlaces.refId,
    })
    .from(riskPointTypePlaces)
    .innerJoin(riskPointType, eq(riskPointType.id, riskPointTypePlaces.ownerId))
    .where(and(scoped(ctx, riskPointType, { live: true }), ne(riskPointType.enableStatus, 'DISABLED')))
    .orderBy(asc(riskPointType.sort), asc(riskPointType.code));
  const byPlace = new Map<string, typeof links>();
  for (const l of links) {
    const at = drawnIn(places, String(l.placeId), layoutId);
    if (!at) continue;
    const list = byPlace.get(at) ?? [];
    if (!list.some((x) => x.id === l.id)) list.push(l);
    byPlace.set(at, list);
  }
  const riskPoints: MapRiskPoint[] = [];
  const levelOf = new Map<string, RiskLevel | null>();
  for (const [placeId, list] of byPlace) {
    const spots = spreadInside(places.get(placeId)!.polygon!, list.length);
    list.forEach((l, i) => {
      const id = String(l.id);
      const riskLevel = (l.riskLevel as RiskLevel | null) ?? null;
      levelOf.set(id, riskLevel);
      riskPoints.push({
        id,
        name: String(l.name ?? ''),
        code: String(l.code ?? ''),
        riskLevel,
        outOfControl: l.outOfControl === true,
        placeId,
        x: spots[i][0],
        y: spots[i][1],
      });
    });
  }
  const levels: (RiskLevel | null)[] = [...RISK_LEVELS, null];
  const legend = levels.map((level) => ({
    level,
    riskPoints: [...levelOf.values()].filter((l) => l === level).length,
    checkPoints: checkPointLevels.filter((l) => (l ?? null) === level).length,
  }));
  return { riskPoints, legend };
}
