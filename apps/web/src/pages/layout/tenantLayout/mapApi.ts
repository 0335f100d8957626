import { type LegendEntry, type MapRiskPoint, RISK_LEVEL_HEX, type RiskLevel } from '@dp/domain';

export type { LegendEntry, MapRiskPoint };

import { api } from '@/http/request';

export type MapPlace = {
  id: string;
  parentId: string;
  name: string;
  placeType: string;
  polygon: [number, number][] | null;
  riskLevel: RiskLevel | null;
};
export type MapPoint = {
  id: string;
  name: string;
  number: string;
  placeId: string | null;
  riskLevel: RiskLevel | null;
  layoutX: number;
  layoutY: number;
};
export type MapLayout = {
  id: string;
  name: string;
  widthPx: number;
  heightPx: number;
  imageUrl: string | null;
  version: number;
};
export type MapData = {
  layouts: { id: string; name: string; isDefault: boolean }[];
  layout: MapLayout | null;
  places: MapPlace[];
  points: MapPoint[];
  riskPoints: MapRiskPoint[];
  legend: LegendEntry[];
};

export type PlaceOverview = {
  place: { id: string; name: string; riskLevel: RiskLevel | null };
  points: {
    id: string;
    name: string;
    number: string;
    riskLevel: RiskLevel | null;
    lastCheckTime: string | null;
  }[];
  /** Risk points placed in the place or a place inside it. */
  riskPoints: { id: string; code: string; name: string; riskLevel: RiskLevel | null }[];
  openDangers: { id: string; dangerNo: string; title: string; status: string }[];
  latestChecks: { id: string; recordNo: string; submitTime: string | null; result: string | null }[];
};

/** Grey for places without risk points or check points (domain-model §2.4). */
export const GREY = '#9E9E9E';
export const levelColor = (level: RiskLevel | null | undefined) => (level ? RISK_LEVEL_HEX[level] : GREY);

export const loadMap = (layoutId?: string) =>
  api<MapData>({ url: '/api/shtmp-layout/tenantLayout/map', params: layoutId ? { layoutId } : {} });

export const loadOverview = (placeId: string) =>
  api<PlaceOverview>({ url: `/api/shtmp-layout/place/overview/${placeId}` });

export const savePolygon = (placeId: string, layoutId: string, polygon: [number, number][]) =>
  api({ url: '/api/shtmp-layout/place/update', method: 'post', data: { id: placeId, layoutId, polygon } });

export const savePointPosition = (pointId: string, layoutId: string, x: number, y: number) =>
  api({
    url: '/api/shtmp-check/checkRiskPoint/update',
    method: 'post',
    data: { id: pointId, layoutId, layoutX: x, layoutY: y },
  });

export async function uploadPlan(file: File, name: string) {
  const form = new FormData();
  form.append('file', file);
  const up = await api<{ attachId: string }>({
    url: '/api/shtmp-layout/tenantLayout/upload',
    method: 'post',
    data: form,
  });
  return api<{ id: string }>({
    url: '/api/shtmp-layout/tenantLayout/save',
    method: 'post',
    data: { name, imageId: up.attachId },
  });
}

/** Points not yet on a plan, to drop on it. */
export const loadPoints = () =>
  api<{ records: { id: string; name: string; number: string; layoutId: string | null }[] }>({
    url: '/api/shtmp-check/checkRiskPoint/page',
    method: 'post',
    data: { current: 1, size: 500 },
  });
