export const checkPageZh = {
  qrcode: '二维码',
  print: '打印',
  close: '关闭',
  publish: '发布',
  cancel: '取消计划',
  published: '计划已发布,已生成本期检查任务',
  cancelled: '计划已取消',
  tasks: '检查任务',
  generate: '生成任务',
  generated: '已生成{{created}}条任务,{{overdue}}条逾期',
  point: '检查点位',
  dueStart: '应检开始',
  dueEnd: '应检截止',
  taskStatus: '任务状态',
  items: '检查明细',
  content: '检查内容',
  result: '结果',
  value: '数值/文本',
  problem: '问题描述',
  year: '年度',
  scan: '扫码检查',
};

export type CheckPageMessages = typeof checkPageZh;

export default { checkPage: checkPageZh };
