export const layoutMapZh = {
  plan: '平面图',
  upload: '上传平面图',
  setDefault: '设为默认',
  isDefault: '默认',
  noPlan: '还没有平面图,请先上传厂区平面布置图',
  drawPlace: '绘制区域',
  placePoint: '放置点位',
  drawHint: '在图上单击添加顶点,拖动顶点调整,至少 3 个顶点后保存',
  pointHint: '在图上单击放置所选点位,拖动已放置的点位可移动',
  savePolygon: '保存轮廓',
  clear: '清除',
  cancel: '取消',
  saved: '已保存',
  grey: '无风险点/检查点',
  legendCount: '风险点 {{risk}} · 检查点 {{check}}',
  outOfControl: '失控',
  outOfControlCount: '失控风险点 {{count}}',
  points: '检查点位',
  riskPoints: '风险点',
  openDangers: '未闭环隐患',
  latestChecks: '最近检查',
  none: '暂无',
  legend: '图例',
  choosePlaces: '选择风险点所在区域(可多选)',
  noTiles: '地图瓦片不可用(未配置参数 map.tileUrl 或无法访问),请直接输入坐标',
  latLng: '纬度,经度 例如 31.230416,121.473701',
};

export type LayoutMapMessages = typeof layoutMapZh;

export default { layoutMap: layoutMapZh };
