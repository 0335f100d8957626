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
  grey: 'No points',
  points: 'Check points',
  openDangers: 'Open hazards',
  latestChecks: 'Latest checks',
  none: 'None',
  legend: 'Legend',
};

export default { layoutMap: layoutMapEn };
