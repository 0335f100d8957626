export const dataScreenZh = {
  title: '双重预防数据大屏',
  live: '实时',
  polling: '定时刷新',
  counters: '隐患实时统计',
  levels: '风险四色分级',
  map: '四色风险分布图',
  noMap: '尚未上传厂区平面图',
  noMapAccess: '无权查看平面图',
  week: '本周排查完成情况',
  weekDone: '已完成 {{done}} / 计划 {{planned}},逾期 {{overdue}}',
  planned: '计划',
  done: '完成',
  outOfControl: '失控风险点',
  allInControl: '全部风险点受控',
  newDangers: '最新隐患',
};

export type DataScreenMessages = typeof dataScreenZh;

export default { dataScreen: dataScreenZh };
