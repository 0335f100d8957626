import { defineResource, type FieldDef, remarkField, type Text } from '../resource';
import { GOVERNANCE_PLAN_ITEMS, governancePlanFields } from './danger-fields';
import { refs } from './refs';

/**
 * A confirmed MAJOR danger's report to the supervising authority (原安监总局令第16号 §20), its
 * listed supervision (挂牌督办) and the removal from the list (销号) the authority approves —
 * one record per danger, a workflow (server: modules/danger/major-report*.ts). Drafts may be
 * incomplete; the six §20 plan items and the addressee are required when the report is submitted.
 * The record is visible exactly when its danger is (`parent`).
 */

const t = (zh: string, en: string): Text => ({ zh, en });

const calcText = (zh: string, en: string, max = 500): FieldDef => ({
  type: 'string',
  label: t(zh, en),
  max,
  calc: true,
  form: false,
  list: false,
});

/** The §20 items of a major danger's governance plan the report must carry, in the order of §20. */
export const MAJOR_REPORT_PLAN_ITEMS = GOVERNANCE_PLAN_ITEMS;

/** Days after its confirmation within which a MAJOR danger must have been reported (then overdue). */
export const MAJOR_REPORT_DUE_DAYS = 7;

export const dangerMajorReportResource = defineResource({
  name: 'dangerMajorReport',
  table: 'danger_major_report',
  path: '/shtmp-danger/dangerMajorReport',
  label: t('重大隐患报告督办', 'Major Hazard Reporting'),
  permission: 'dangerMajorReport',
  tenantScoped: true,
  // visible exactly when its danger is (the data scope of the danger ledger decides)
  parent: { resource: 'dangerRecord', field: 'dangerId' },
  privateFiles: true,
  versioned: true,
  calls: ['page', 'list', 'get', 'save', 'update', 'submit', 'remove', 'exportExcel'],
  defaultSort: [{ column: 'confirmTime', asc: false }],
  // the report's own state (with the overdue flag) beside its danger, then where it went and when
  firstScreen: [
    'reportNo',
    'dangerId',
    'dangerNo',
    'status',
    'confirmTime',
    'reportTo',
    'reportTime',
    'superviseDocNo',
    'superviseDeadline',
  ],
  fields: {
    reportNo: {
      type: 'string',
      label: t('报告编号', 'Report No.'),
      max: 30,
      calc: true,
      numbering: { pattern: 'ZDYH-{yyyy}-{0000}' },
      search: 'like',
      sortable: true,
    },
    dangerId: {
      type: 'id',
      label: t('重大隐患', 'Major Hazard'),
      required: true,
      immutable: true,
      ref: { table: 'danger_record', label: 'title' },
      search: 'equal',
    },
    dangerNo: {
      type: 'string',
      label: t('隐患编号', 'Hazard No.'),
      max: 30,
      calc: true,
      form: false,
      search: 'like',
    },
    confirmTime: {
      type: 'datetime',
      label: t('确认时间', 'Confirmed at'),
      calc: true,
      form: false,
      sortable: true,
    },
    reportUnit: {
      type: 'string',
      label: t('报告单位', 'Reporting Unit'),
      max: 100,
      help: t('为空时取本单位名称', 'The company name when left empty'),
    },
    reportTo: {
      type: 'string',
      label: t('报告对象（监管部门）', 'Reported to (authority)'),
      max: 100,
      search: 'like',
    },
    reportTime: {
      type: 'datetime',
      label: t('报告时间', 'Reported at'),
      component: 'datetime',
      help: t('为空时取主要负责人批准报送的时间', 'The time the principal approves it when left empty'),
      sortable: true,
    },
    ...governancePlanFields({ max: 4000 }),
    attachmentIds: {
      type: 'files',
      label: t('附件', 'Attachments'),
      accept: 'any',
      max: 20,
      list: false,
      span: 24,
    },
    preparerId: { type: 'id', label: t('编制人', 'Prepared by'), ref: refs.user, calc: true, form: false },
    submitTime: {
      type: 'datetime',
      label: t('提交时间', 'Submitted at'),
      calc: true,
      form: false,
      list: false,
    },
    approverId: { type: 'id', label: t('批准人', 'Approved by'), ref: refs.user, calc: true, form: false },
    approveOpinion: calcText('审批意见', 'Approval opinion'),
    superviseUnit: {
      type: 'string',
      label: t('督办单位', 'Supervising authority'),
      max: 100,
      calc: true,
      form: false,
    },
    superviseDocNo: {
      type: 'string',
      label: t('督办文号', 'Supervision document No.'),
      max: 60,
      calc: true,
      form: false,
      search: 'like',
    },
    superviseDeadline: {
      type: 'date',
      label: t('督办期限', 'Supervision deadline'),
      calc: true,
      form: false,
      sortable: true,
    },
    removalApplyTime: {
      type: 'datetime',
      label: t('销号申请时间', 'Removal applied at'),
      calc: true,
      form: false,
      list: false,
    },
    removalApplyNote: calcText('销号申请说明', 'Removal application', 1000),
    removalResult: {
      type: 'string',
      label: t('销号审批结果', 'Removal decision'),
      dict: 'APPROVE_RESULT',
      dictBiz: true,
      max: 20,
      calc: true,
      form: false,
    },
    removalDate: {
      type: 'date',
      label: t('销号审批日期', 'Removal decided on'),
      calc: true,
      form: false,
    },
    removalNote: calcText('销号审批意见', 'Removal decision note', 1000),
    status: {
      type: 'string',
      label: t('状态', 'Status'),
      dict: 'MAJOR_REPORT_STATUS',
      dictBiz: true,
      max: 20,
      calc: true,
      form: false,
      search: 'equal',
    },
    remark: remarkField,
  },
});
