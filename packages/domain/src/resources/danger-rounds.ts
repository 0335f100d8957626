import { defineResource } from '../resource';
import { biz, text } from './danger-fields';
import { refs } from './refs';

/**
 * A danger's rectification rounds and delay applications (domain-model §7.2–7.3): children of the
 * danger record (`parent`), written by its workflow.
 */
export const dangerRectificationRecordResource = defineResource({
  name: 'dangerRectificationRecord',
  table: 'danger_rectification_record',
  path: '/shtmp-danger/dangerRectificationRecord',
  label: { zh: '整改记录', en: 'Rectification Records' },
  permission: 'dangerRectificationRecord',
  tenantScoped: true,
  // visible exactly when its danger is (the data scope of the danger ledger decides)
  parent: { resource: 'dangerRecord', field: 'dangerId' },
  privateFiles: true,
  defaultSort: [{ column: 'submitTime', asc: false }],
  firstScreen: [
    'dangerId',
    'round',
    'acceptResult',
    'onTime',
    'rectifyUserId',
    'rectifyDeptId',
    'finishTime',
    'acceptTime',
  ],
  fields: {
    dangerId: {
      type: 'id',
      label: { zh: '隐患', en: 'Hazard' },
      required: true,
      immutable: true,
      ref: { table: 'danger_record', label: 'title' },
      search: 'equal',
    },
    round: { type: 'int', label: { zh: '整改轮次', en: 'Round' }, calc: true, sortable: true },
    rectifyUserId: { type: 'id', label: { zh: '整改责任人', en: 'Rectifier' }, calc: true, ref: refs.user },
    rectifyDeptId: {
      type: 'id',
      label: { zh: '整改部门', en: 'Rectifying dept' },
      calc: true,
      ref: refs.dept,
    },
    causeAnalysis: text('原因分析', 'Cause analysis', { required: true }),
    rectifyMeasures: text('整改措施', 'Measures', { required: true }),
    actualFund: { type: 'decimal', label: { zh: '实际资金(元)', en: 'Actual funds (CNY)' }, min: 0 },
    finishTime: {
      type: 'datetime',
      label: { zh: '整改完成时间', en: 'Finished at' },
      required: true,
      component: 'datetime',
    },
    submitTime: {
      type: 'datetime',
      label: { zh: '提交时间', en: 'Submitted at' },
      calc: true,
      sortable: true,
    },
    photoIds: {
      type: 'files',
      label: { zh: '整改照片', en: 'Photos' },
      required: true,
      accept: 'image',
      max: 9,
      list: false,
    },
    acceptUserId: { type: 'id', label: { zh: '验收人', en: 'Acceptor' }, calc: true, ref: refs.user },
    acceptTime: { type: 'datetime', label: { zh: '验收时间', en: 'Accepted at' }, calc: true },
    acceptResult: biz('APPROVE_RESULT', '验收结果', 'Result', { calc: true, search: 'equal' }),
    acceptOpinion: text('验收意见', 'Acceptance opinion', { calc: true }),
    onTime: { type: 'bool', label: { zh: '按期完成', en: 'On time' }, calc: true },
  },
});

export const dangerRectificationDelayApplyResource = defineResource({
  name: 'dangerRectificationDelayApply',
  table: 'danger_rectification_delay_apply',
  path: '/shtmp-danger/dangerRectificationDelayApply',
  label: { zh: '延期申请', en: 'Delay Applications' },
  permission: 'dangerRectificationDelayApply',
  tenantScoped: true,
  // visible exactly when its danger is (the data scope of the danger ledger decides)
  parent: { resource: 'dangerRecord', field: 'dangerId' },
  versioned: true,
  defaultSort: [{ column: 'applyTime', asc: false }],
  firstScreen: [
    'applyNo',
    'dangerId',
    'level',
    'status',
    'applicantId',
    'rectifyDeptId',
    'newDeadline',
    'delayDays',
    'applyTime',
  ],
  fields: {
    applyNo: {
      type: 'string',
      label: { zh: '申请编号', en: 'Application No.' },
      max: 30,
      calc: true,
      numbering: { pattern: 'YQ-{yyyyMMdd}-{0000}' },
      search: 'like',
      unique: true,
    },
    dangerId: {
      type: 'id',
      label: { zh: '隐患', en: 'Hazard' },
      required: true,
      immutable: true,
      ref: { table: 'danger_record', label: 'title' },
      search: 'equal',
    },
    // Snapshots of the danger at apply time: they decide who approves (§7.3).
    level: biz('DANGER_LEVEL', '隐患等级', 'Level', { calc: true }),
    rectifyDeptId: {
      type: 'id',
      label: { zh: '整改部门', en: 'Rectifying dept' },
      calc: true,
      ref: refs.dept,
    },
    applicantId: { type: 'id', label: { zh: '申请人', en: 'Applicant' }, calc: true, ref: refs.user },
    applyTime: { type: 'datetime', label: { zh: '申请时间', en: 'Applied at' }, calc: true, sortable: true },
    oldDeadline: { type: 'date', label: { zh: '原期限', en: 'Old deadline' }, calc: true },
    newDeadline: {
      type: 'date',
      label: { zh: '申请延期至', en: 'New deadline' },
      required: true,
      component: 'date',
    },
    delayDays: { type: 'int', label: { zh: '延期天数', en: 'Days' }, calc: true },
    reason: text('延期原因', 'Reason', { required: true, list: true }),
    interimMeasures: text('临时管控措施', 'Interim measures', { required: true }),
    approverId: { type: 'id', label: { zh: '审批人', en: 'Approver' }, calc: true, ref: refs.user },
    approveTime: { type: 'datetime', label: { zh: '审批时间', en: 'Decided at' }, calc: true },
    result: biz('APPROVE_RESULT', '审批结果', 'Result', { calc: true }),
    opinion: text('审批意见', 'Opinion', { calc: true }),
    status: biz('DELAY_STATUS', '状态', 'Status', { calc: true, search: 'equal' }),
  },
});
