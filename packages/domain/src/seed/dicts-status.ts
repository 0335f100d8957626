import { dict } from './builders';
import type { DictSeed } from './types';

/**
 * Enumerations that domain-model §5–§10 write inline on a field (`status` of a record,
 * `sourceType`, `resultType`…) without naming a dictionary. They get a code here so lists
 * and forms resolve labels the same way as every other dict field. The keys are the
 * document's; codes and labels are ours.
 */
export const statusDicts: DictSeed[] = [
  // §5.7 riskControlMeasure
  dict('MEASURE_SOURCE_TYPE', '措施来源', 'Measure Source', [
    ['JOB_ITEM', '作业活动分析', 'Job Hazard Analysis'],
    ['DEVICE_ITEM', '设备设施分析', 'Safety Checklist Analysis'],
    ['MANUAL', '手工录入', 'Manual Entry'],
  ]),
  dict('MEASURE_IMPLEMENT_STATUS', '措施落实状态', 'Measure Implementation Status', [
    ['PLANNED', '计划实施', 'Planned'],
    ['DONE', '已落实', 'Done'],
    ['CANCELLED', '已取消', 'Cancelled'],
  ]),
  // §5.10 riskNoticeBoard
  dict('NOTICE_BOARD_STATUS', '告知卡状态', 'Notice Board Status', [
    ['DRAFT', '草稿', 'Draft'],
    ['PUBLISHED', '已发布', 'Published'],
    ['OBSOLETE', '已作废', 'Obsolete'],
  ]),
  // §5.12 riskManual
  dict('MANUAL_STATUS', '手册状态', 'Manual Status', [
    ['DRAFT', '草稿', 'Draft'],
    ['PENDING_REVIEW', '待评审', 'Pending Review'],
    ['PUBLISHED', '已发布', 'Published'],
    ['REJECTED', '已驳回', 'Rejected'],
    ['OBSOLETE', '已作废', 'Obsolete'],
  ]),
  // §5.15 riskLawRegulation.complianceResult
  dict('COMPLIANCE_RESULT', '符合性评价', 'Compliance Result', [
    ['COMPLIANT', '符合', 'Compliant'],
    ['PARTIAL', '部分符合', 'Partially Compliant'],
    ['NON_COMPLIANT', '不符合', 'Non-Compliant'],
  ]),
  // §5.16 riskStakeholder.evaluation
  dict('STAKEHOLDER_EVALUATION', '相关方评价', 'Stakeholder Evaluation', [
    ['QUALIFIED', '合格', 'Qualified'],
    ['UNQUALIFIED', '不合格', 'Unqualified'],
    ['BLACKLISTED', '黑名单', 'Blacklisted'],
  ]),
  // §6.1 checkItem.resultType
  dict('CHECK_ITEM_RESULT_TYPE', '结果类型', 'Result Type', [
    ['PASS_FAIL', '合格判定', 'Pass or Fail'],
    ['NUMBER', '数值', 'Number'],
    ['TEXT', '文本', 'Text'],
  ]),
  // §6.2 checkRiskPointExtinguisher.lifeStatus
  dict('EXTINGUISHER_LIFE_STATUS', '灭火器寿命状态', 'Extinguisher Life Status', [
    ['NORMAL', '正常', 'Normal'],
    ['SERVICE_DUE', '应维修', 'Service Due'],
    ['EXPIRING', '即将报废', 'Expiring'],
    ['EXPIRED', '已到报废期', 'Expired'],
  ]),
  // §6.3 checkPlan.status
  dict('CHECK_PLAN_STATUS', '计划状态', 'Plan Status', [
    ['DRAFT', '草稿', 'Draft'],
    ['PUBLISHED', '已发布', 'Published'],
    ['IN_PROGRESS', '执行中', 'In Progress'],
    ['COMPLETED', '已完成', 'Completed'],
    ['CANCELLED', '已取消', 'Cancelled'],
  ]),
  // §6.4 checkPlanItem.status
  dict('CHECK_TASK_STATUS', '任务状态', 'Task Status', [
    ['PENDING', '待检查', 'Pending'],
    ['DONE', '已完成', 'Done'],
    ['DONE_LATE', '逾期完成', 'Done Late'],
    ['OVERDUE', '已逾期', 'Overdue'],
    ['SKIPPED', '已跳过', 'Skipped'],
  ]),
  // §6.5 checkRecord.result and .status
  dict('CHECK_RECORD_RESULT', '检查结论', 'Check Conclusion', [
    ['NORMAL', '正常', 'Normal'],
    ['ABNORMAL', '异常', 'Abnormal'],
  ]),
  dict('CHECK_RECORD_STATUS', '记录状态', 'Record Status', [
    ['IN_PROGRESS', '检查中', 'In Progress'],
    ['SUBMITTED', '已提交', 'Submitted'],
  ]),
  // §7.1 dangerRecord.planStatus
  dict('DANGER_PLAN_STATUS', '治理方案状态', 'Governance Plan Status', [
    ['NONE', '无', 'None'],
    ['DRAFT', '草稿', 'Draft'],
    ['SUBMITTED', '已提交', 'Submitted'],
    ['APPROVED', '已批准', 'Approved'],
    ['REJECTED', '已驳回', 'Rejected'],
  ]),
  // §7.1 dangerFlowLog.action — the `process` actions plus the dedicated endpoints.
  dict('DANGER_ACTION', '隐患处理动作', 'Hazard Action', [
    ['SUBMIT', '提交', 'Submit'],
    ['REGISTER', '检查登记', 'Registered by a check'],
    ['REVOKE', '撤销', 'Revoke'],
    ['IGNORE', '忽略', 'Ignore'],
    ['CONFIRM', '评估确认', 'Confirm'],
    ['SUBMIT_PLAN', '提交治理方案', 'Submit Plan'],
    ['APPROVE_PLAN', '批准治理方案', 'Approve Plan'],
    ['REJECT_PLAN', '驳回治理方案', 'Reject Plan'],
    ['SUBMIT_RECTIFICATION', '提交整改', 'Submit Rectification'],
    ['ACCEPT_PASS', '验收通过', 'Accept'],
    ['ACCEPT_REJECT', '验收不通过', 'Reject Acceptance'],
    ['TRANSFER', '转派', 'Transfer'],
    ['REGRADE', '升级为重大隐患', 'Regrade to Major'],
    // a descriptive edit after confirmation (safety administrator), logged with the changed fields
    ['UPDATE', '修改信息', 'Edit Details'],
    // the steps of its report to the authority (dangerMajorReport), logged on the danger's timeline
    ['MAJOR_REPORT_SUBMIT', '重大隐患报告提交审批', 'Major hazard report submitted'],
    ['MAJOR_REPORT_APPROVE', '重大隐患已报告监管部门', 'Major hazard reported to the authority'],
    ['MAJOR_REPORT_REJECT', '重大隐患报告被退回', 'Major hazard report rejected'],
    ['MAJOR_SUPERVISE', '挂牌督办', 'Listed supervision'],
    ['MAJOR_REMOVAL_APPLY', '申请销号', 'Removal applied for'],
    ['MAJOR_REMOVAL_APPROVED', '销号已批准', 'Removal approved'],
    ['MAJOR_REMOVAL_REJECTED', '销号被驳回', 'Removal rejected'],
  ]),
  // §7.3 dangerRectificationDelayApply.status
  dict('DELAY_STATUS', '延期申请状态', 'Delay Status', [
    ['PENDING', '待审批', 'Pending'],
    ['APPROVED', '已批准', 'Approved'],
    ['REJECTED', '已驳回', 'Rejected'],
    ['WITHDRAWN', '已撤回', 'Withdrawn'],
  ]),
  // §7.4 dangerRectificationNotice.status
  dict('RECTIFY_NOTICE_STATUS', '通知书状态', 'Notice Status', [
    ['DRAFT', '草稿', 'Draft'],
    ['ISSUED', '已签发', 'Issued'],
    ['SIGNED', '已签收', 'Signed'],
    ['COMPLETED', '已完成', 'Completed'],
    ['REVOKED', '已撤回', 'Revoked'],
  ]),
  // §7.5 dangerRectificationReport.status
  dict('RECTIFY_REPORT_STATUS', '整改报告状态', 'Report Status', [
    ['DRAFT', '草稿', 'Draft'],
    ['SUBMITTED', '已提交', 'Submitted'],
    ['CONFIRMED', '已确认', 'Confirmed'],
    ['RETURNED', '已退回', 'Returned'],
  ]),
  // dangerMajorReport.status (原安监总局令第16号 §20: report, listed supervision, removal)
  dict('MAJOR_REPORT_STATUS', '重大隐患报告状态', 'Major Hazard Report Status', [
    ['DRAFT', '草稿', 'Draft'],
    ['PENDING_APPROVAL', '待主要负责人审批', 'Pending approval'],
    ['REPORTED', '已报告', 'Reported'],
    ['SUPERVISED', '挂牌督办中', 'Under listed supervision'],
    ['REMOVAL_PENDING', '销号待批', 'Removal pending'],
    ['REMOVED', '已销号', 'Removed from the list'],
  ]),
  // §8 qualificationRecord.status
  dict('CERT_STATUS', '证书状态', 'Certificate Status', [
    ['VALID', '有效', 'Valid'],
    ['EXPIRING', '即将到期', 'Expiring'],
    ['EXPIRED', '已过期', 'Expired'],
  ]),
  // §8 investmentPlan.status
  dict('INVESTMENT_STATUS', '投入计划状态', 'Investment Status', [
    ['PLANNED', '计划中', 'Planned'],
    ['IN_PROGRESS', '实施中', 'In Progress'],
    ['COMPLETED', '已完成', 'Completed'],
    ['CANCELLED', '已取消', 'Cancelled'],
  ]),
  // §10 notifyNotice.noticeKind / offsetUnit, notifyNoticeItem.targetType,
  // notifyMessage.sendStatus
  dict('NOTICE_KIND', '通知类别', 'Notice Kind', [
    ['RULE', '提醒规则', 'Reminder Rule'],
    ['ANNOUNCEMENT', '公告', 'Announcement'],
  ]),
  dict('OFFSET_UNIT', '时间单位', 'Time Unit', [
    ['MINUTE', '分钟', 'Minute'],
    ['HOUR', '小时', 'Hour'],
    ['DAY', '天', 'Day'],
  ]),
  dict('NOTIFY_TARGET_TYPE', '通知对象类型', 'Recipient Type', [
    ['ROLE', '角色', 'Role'],
    ['DEPT', '部门', 'Department'],
    ['USER', '用户', 'User'],
    ['RECORD_FIELD', '记录相关人', 'Person Named in Record'],
  ]),
  dict('SEND_STATUS', '发送状态', 'Send Status', [
    ['PENDING', '待发送', 'Pending'],
    ['SENT', '已发送', 'Sent'],
    ['FAILED', '发送失败', 'Failed'],
  ]),
];
