export const educationZh = {
  certStatus: { VALID: '有效', EXPIRING: '即将到期', EXPIRED: '已过期' },
  followUps: '跟踪事项',
  followUpContent: '事项内容',
  followUpOwner: '责任人',
  followUpDue: '完成期限',
  followUpDone: '已完成',
  addFollowUp: '添加跟踪事项',
  overdue: '已超期',
  yearTotals: '{{year}} 年度安全投入',
  planned: '计划金额',
  actual: '实际使用',
  executionRate: '执行率',
  year: '年度',
  noInvestment: '本年度暂无投入计划',
  participants: '参训人员',
  addParticipants: '添加参训人员',
  pickPeople: '选择人员',
  hoursBelow: '学时不足人员',
  hoursBelowTitle: '{{year}} 年度培训学时低于 {{required}} 学时的人员',
  hours: '已完成学时',
  dept: '部门',
  name: '姓名',
  score: '成绩',
  passed: '合格',
  signed: '签到',
  yes: '是',
  no: '否',
};

export type EducationMessages = typeof educationZh;

export default { education: educationZh };
