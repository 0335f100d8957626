import type { LayoutMapMessages } from './zh-CN';

const layoutMapEn: LayoutMapMessages = {
  plan: 'Site plan',
  upload: 'Upload site plan',
  setDefault: 'Set as default',
  isDefault: 'Default',
  noPlan: 'No site plan yet: upload the plant layout drawing first',
  drawPlace: 'Draw area',
  placePoint: 'Place point',
  drawHint: 'Click on the plan to add vertices, drag them to adjust, save with at least 3',
  pointHint: 'Click on the plan to place the chosen point; drag placed points to move them',
  savePolygon: 'Save outline',
  clear: 'Clear',
  cancel: 'Cancel',
  saved: 'Saved',
  grey: 'No risk or check points',
  legendCount: 'risk points {{risk}} · check points {{check}}',
  outOfControl: 'out of control',
  outOfControlCount: 'Out-of-control risk points: {{count}}',
  points: 'Check points',
  riskPoints: 'Risk points',
  openDangers: 'Open hazards',
  latestChecks: 'Latest checks',
  none: 'None',
  legend: 'Legend',
  choosePlaces: 'Choose the places of the risk point (several allowed)',
  noTiles:
    'Map tiles are unavailable (parameter map.tileUrl not set or unreachable): enter the coordinates directly',
  latLng: 'latitude,longitude e.g. 31.230416,121.473701',
};

export default { layoutMap: layoutMapEn };
