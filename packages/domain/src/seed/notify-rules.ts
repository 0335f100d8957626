// biome-ignore-all lint/suspicious/noTemplateCurlyInString: rule templates hold ${name} placeholders the server fills in
import type { NotifyEvent } from '../notify-events';

export type RuleRecipientSeed = {
  targetType: 'ROLE' | 'DEPT' | 'USER' | 'RECORD_FIELD';
  targetValue: string;
  step: number;
};

export type NotifyRuleSeed = {
  event: NotifyEvent;
  name: string;
  offsetValue?: number;
  offsetUnit?: 'DAY' | 'HOUR' | 'MINUTE';
  repeatEveryDays?: number;
  escalationDays?: string;
  majorImmediate?: boolean;
  titleTemplate: string;
  contentTemplate: string;
  recipients: RuleRecipientSeed[];
};

const field = (targetValue: string, step = 0): RuleRecipientSeed => ({
  targetType: 'RECORD_FIELD',
  targetValue,
  step,
});
const role = (targetValue: string, step = 0): RuleRecipientSeed => ({
  targetType: 'ROLE',
  targetValue,
  step,
});

/**
 * The rules every tenant starts with (domain-model §10), all enabled on site messages. ROLE
 * recipients name a role alias (SAFETY_ADMIN, PRINCIPAL…); a tenant without that role simply has
 * nobody in it until one is created.
 */
export const notifyRuleSeeds: NotifyRuleSeed[] = [
  {
    event: 'DANGER_SUBMITTED',
    name: '隐患上报待评估',
    titleTemplate: '隐患待评估: ${dangerName}',
    contentTemplate: '${reporterName} 上报了隐患 ${dangerNo}(${deptName}),请及时确认评估。',
    recipients: [role('SAFETY_ADMIN'), field('reporterDeptId.head')],
  },
  {
    event: 'DANGER_ASSIGNED',
    name: '隐患整改任务下达',
    titleTemplate: '隐患整改任务: ${dangerName}',
    contentTemplate: '隐患 ${dangerNo} 已指派给您整改,整改期限 ${deadline}。',
    // the rectifier only: the principal hears of a major hazard in DANGER_MAJOR_CONFIRMED
    recipients: [field('rectifyUserId')],
  },
  {
    event: 'DANGER_CONFIRMED',
    name: '上报隐患已确认',
    titleTemplate: '您上报的隐患已确认: ${dangerName}',
    contentTemplate:
      '您上报的隐患 ${dangerNo} 已评估确认为${dangerLevel},由${deptName} ${rectifyUserName} 负责整改,整改期限 ${deadline}。',
    recipients: [field('reporterId')],
  },
  {
    event: 'DANGER_MAJOR_CONFIRMED',
    name: '重大事故隐患待主要负责人督办',
    titleTemplate: '重大事故隐患待您督办: ${dangerName}',
    contentTemplate:
      '重大事故隐患 ${dangerNo}(${deptName})已评估确认,整改责任人 ${rectifyUserName},整改期限 ${deadline}。请审批其治理方案,整改完成后审核整改报告并组织验收。',
    // A major hazard reaches the principal at once (§7.1 row 6), with what is asked of them.
    recipients: [role('PRINCIPAL')],
  },
  {
    event: 'DANGER_IGNORED',
    name: '上报隐患已忽略',
    titleTemplate: '您上报的隐患未予立项: ${dangerName}',
    contentTemplate: '您上报的隐患 ${dangerNo} 经评估已忽略,原因: ${reason}。',
    recipients: [field('reporterId')],
  },
  {
    event: 'DANGER_DEADLINE_NEAR',
    name: '隐患整改即将到期',
    offsetValue: -3,
    offsetUnit: 'DAY',
    titleTemplate: '隐患整改即将到期: ${dangerName}',
    contentTemplate: '隐患 ${dangerNo} 的整改期限为 ${deadline},请尽快完成整改。',
    recipients: [field('rectifyUserId')],
  },
  {
    event: 'DANGER_OVERDUE',
    name: '隐患整改超期',
    offsetValue: 0,
    offsetUnit: 'DAY',
    repeatEveryDays: 1,
    escalationDays: '3,7',
    majorImmediate: true,
    titleTemplate: '隐患整改已超期: ${dangerName}',
    contentTemplate:
      '隐患 ${dangerNo}(${deptName},整改人 ${rectifyUserName})已超期 ${overdueDays} 天,期限 ${deadline}。',
    recipients: [field('rectifyUserId'), field('rectifyDeptId.head', 1), role('PRINCIPAL', 2)],
  },
  {
    event: 'DANGER_TO_ACCEPT',
    name: '隐患待验收',
    titleTemplate: '隐患待验收: ${dangerName}',
    contentTemplate: '隐患 ${dangerNo} 已整改完成,请进行验收。',
    recipients: [field('acceptUserId')],
  },
  {
    event: 'DANGER_REJECTED',
    name: '隐患验收不通过',
    titleTemplate: '隐患验收不通过: ${dangerName}',
    contentTemplate: '隐患 ${dangerNo} 验收未通过(${reason}),请重新整改。',
    recipients: [field('rectifyUserId')],
  },
  {
    event: 'DANGER_PLAN_SUBMITTED',
    name: '治理方案待审批',
    titleTemplate: '治理方案待审批: ${dangerName}',
    contentTemplate: '重大事故隐患 ${dangerNo}(${deptName})的治理方案已由 ${rectifyUserName} 提交,请审批。',
    recipients: [role('PRINCIPAL')],
  },
  {
    event: 'DANGER_PLAN_RESULT',
    name: '治理方案审批结果',
    titleTemplate: '治理方案${result}: ${dangerName}',
    contentTemplate: '隐患 ${dangerNo} 的治理方案${result},整改期限 ${deadline}。${opinion}',
    recipients: [field('rectifyUserId'), field('rectifyDeptId.head')],
  },
  {
    event: 'DANGER_REGRADED',
    name: '隐患升级为重大隐患',
    titleTemplate: '隐患升级为重大事故隐患: ${dangerName}',
    contentTemplate: '隐患 ${dangerNo}(${deptName})已升级为重大事故隐患,请制定治理方案。${opinion}',
    recipients: [field('rectifyUserId'), field('rectifyDeptId.head'), role('PRINCIPAL')],
  },
  {
    event: 'DANGER_CLOSED',
    name: '隐患验收销号',
    titleTemplate: '隐患已销号: ${dangerName}',
    contentTemplate: '隐患 ${dangerNo} 已由 ${acceptUserName} 验收通过并销号。${opinion}',
    recipients: [field('reporterId'), field('rectifyUserId')],
  },
  {
    event: 'DELAY_TO_APPROVE',
    name: '延期申请待审批',
    titleTemplate: '延期申请待审批: ${dangerName}',
    contentTemplate:
      '${applyUserName} 申请将隐患 ${dangerNo} 的整改期限由 ${deadline} 延至 ${delayDeadline}。',
    recipients: [field('approverId')],
  },
  {
    event: 'DELAY_RESULT',
    name: '延期审批结果',
    titleTemplate: '延期申请${result}: ${dangerName}',
    contentTemplate: '隐患 ${dangerNo} 的延期申请${result},整改期限 ${delayDeadline}。${opinion}',
    recipients: [field('applicantId')],
  },
  {
    event: 'NOTICE_ISSUED',
    name: '整改通知书签发',
    titleTemplate: '整改通知书 ${noticeNo}',
    contentTemplate: '针对隐患 ${dangerNo} 签发了整改通知书 ${noticeNo},整改期限 ${deadline}。',
    recipients: [field('rectifyUserId'), field('rectifyDeptId.head')],
  },
  {
    event: 'CHECK_TASK_DUE',
    name: '检查任务待执行',
    titleTemplate: '检查任务待执行: ${taskName}',
    contentTemplate: '检查计划「${planName}」的任务 ${taskName} 应在 ${dueStart} 至 ${dueEnd} 完成。',
    recipients: [field('checkUserId')],
  },
  {
    event: 'CHECK_TASK_OVERDUE',
    name: '检查任务逾期',
    offsetValue: 0,
    offsetUnit: 'DAY',
    repeatEveryDays: 1,
    escalationDays: '3',
    titleTemplate: '检查任务已逾期: ${taskName}',
    contentTemplate: '检查计划「${planName}」的任务 ${taskName} 已逾期 ${overdueDays} 天(截止 ${dueEnd})。',
    recipients: [field('checkUserId'), field('deptId.head', 1)],
  },
  {
    event: 'CHECK_DANGER_RAISED',
    name: '检查发现隐患',
    titleTemplate: '检查发现隐患: ${pointName}',
    contentTemplate:
      '${checkerName} 在检查点位「${pointName}」发现不合格项,已登记隐患 ${dangerNo}「${dangerName}」。',
    // the checker (the danger's reporter) and the head of the point's department
    recipients: [field('checkUserId'), field('deptId.head')],
  },
  {
    event: 'RISK_CONTROL_GAP',
    name: '风险点缺少管控层级',
    titleTemplate: '风险点缺少管控层级: ${pointName}',
    contentTemplate: '风险点「${pointName}」的管控层级不完整,缺少:${missingLevels}。请补充分级管控责任。',
    recipients: [role('SAFETY_ADMIN'), field('responsibleUserId')],
  },
  {
    event: 'REVIEW_DUE',
    name: '评审到期提醒',
    offsetValue: -30,
    offsetUnit: 'DAY',
    titleTemplate: '${subjectType}评审到期: ${subjectName}',
    contentTemplate: '${subjectType}「${subjectName}」应于 ${reviewDate} 前完成评审。',
    recipients: [field('dutyUserId'), role('SAFETY_ADMIN')],
  },
  {
    event: 'CERT_EXPIRING',
    name: '证书即将到期',
    offsetValue: -30,
    offsetUnit: 'DAY',
    titleTemplate: '证书即将到期: ${certName}',
    contentTemplate: '${holderName} 的${certName}(${certNo})将于 ${expireDate} 到期,请及时复审。',
    recipients: [field('holderUserId'), role('SAFETY_ADMIN')],
  },
  {
    event: 'CERT_EXPIRED',
    name: '证书已过期',
    offsetValue: 0,
    offsetUnit: 'DAY',
    titleTemplate: '证书已过期: ${certName}',
    contentTemplate:
      '${holderName} 的${certName}(${certNo})已于 ${expireDate} 过期,请停止相关作业并尽快复审。',
    recipients: [field('holderUserId'), role('SAFETY_ADMIN')],
  },
  {
    event: 'MEETING_FOLLOWUP_DUE',
    name: '会议跟踪事项到期',
    offsetValue: -1,
    offsetUnit: 'DAY',
    titleTemplate: '会议跟踪事项到期: ${meetingTitle}',
    contentTemplate: '会议「${meetingTitle}」的跟踪事项「${content}」应于 ${dueDate} 前完成。',
    recipients: [field('ownerId')],
  },
  {
    event: 'TRAINING_HOURS_LOW',
    name: '年度培训学时不足',
    offsetValue: -60,
    offsetUnit: 'DAY',
    repeatEveryDays: 30,
    titleTemplate: '${year}年度安全培训学时不足',
    contentTemplate:
      '${userName}(${deptName})${year}年度已完成培训 ${hours} 学时,低于要求的 ${required} 学时。',
    recipients: [field('userId'), field('deptId.head')],
  },
  {
    event: 'EXTINGUISHER_EXPIRING',
    name: '灭火器即将到期',
    offsetValue: -30,
    offsetUnit: 'DAY',
    titleTemplate: '灭火器${dueKind}到期: ${pointName}',
    contentTemplate: '灭火器 ${number}(${pointName})将于 ${dueDate} ${dueKind}到期。',
    recipients: [field('dutyUserId')],
  },
  {
    event: 'SPECIAL_EQ_INSPECTION_DUE',
    name: '特种设备检验到期',
    offsetValue: -30,
    offsetUnit: 'DAY',
    titleTemplate: '特种设备定期检验即将到期: ${equipmentName}',
    contentTemplate: '特种设备 ${equipmentName}(${number})应于 ${dueDate} 前完成定期检验。',
    recipients: [field('dutyUserId'), role('SAFETY_ADMIN')],
  },
  {
    event: 'MANUAL_PUBLISHED',
    name: '风险管控手册发布',
    titleTemplate: '风险分级管控手册已发布: ${manualName}',
    contentTemplate: '《${manualName}》${version} 已于 ${publishTime} 发布,请组织学习。',
    recipients: [role('SAFETY_ADMIN'), role('DEPT_HEAD')],
  },
];
