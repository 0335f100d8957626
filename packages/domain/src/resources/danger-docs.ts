import { defineResource, type FieldDef, remarkField, type Text } from '../resource';
import { refs } from './refs';

/**
 * The formal documents of the danger loop (domain-model §7.4–7.5): the rectification notice sent
 * to a department and the department's rectification report in reply. Both are workflows; their
 * state field `status` replaces the base column and is set by the server only.
 */

const t = (zh: string, en: string): Text => ({ zh, en });

const deptRef = (zh: string, en: string, more: Partial<FieldDef> = {}): FieldDef => ({
  type: 'id',
  label: t(zh, en),
  ref: refs.dept,
  component: 'tree-select',
  ...more,
});

const userRef = (zh: string, en: string, more: Partial<FieldDef> = {}): FieldDef => ({
  type: 'id',
  label: t(zh, en),
  ref: refs.user,
  component: 'select',
  ...more,
});

const longText = (zh: string, en: string, more: Partial<FieldDef> = {}): FieldDef => ({
  type: 'text',
  label: t(zh, en),
  max: 4000,
  component: 'textarea',
  span: 24,
  list: false,
  ...more,
});

const dangers: FieldDef = {
  type: 'ids',
  label: t('隐患清单', 'Hazards'),
  ref: { table: 'danger_record', label: 'dangerNo' },
  required: true,
  max: 200,
  list: false,
};

/** §7.4 隐患整改通知书. */
export const dangerRectificationNoticeResource = defineResource({
  name: 'dangerRectificationNotice',
  table: 'danger_rectification_notice',
  path: '/shtmp-danger/dangerRectificationNotice',
  label: t('隐患整改通知书', 'Rectification Notice'),
  permission: 'dangerRectificationNotice',
  tenantScoped: true,
  versioned: true,
  calls: ['page', 'get', 'save', 'update', 'remove', 'exportExcel'],
  defaultSort: [{ column: 'createTime', asc: false }],
  firstScreen: [
    'noticeNo',
    'title',
    'status',
    'checkedDeptId',
    'receiverUserId',
    'deadline',
    'checkDate',
    'issueTime',
  ],
  fields: {
    noticeNo: {
      type: 'string',
      label: t('通知书编号', 'Notice No.'),
      max: 30,
      calc: true,
      numbering: { pattern: 'ZGTZ-{yyyy}-{0000}' },
      search: 'like',
      sortable: true,
    },
    title: {
      type: 'string',
      label: t('标题', 'Title'),
      max: 100,
      required: true,
      defaultValue: '隐患整改通知书',
      span: 24,
    },
    checkedDeptId: deptRef('受检单位/部门', 'Inspected Department', { required: true, search: 'equal' }),
    checkDate: {
      type: 'date',
      label: t('检查日期', 'Check Date'),
      required: true,
      component: 'date',
      sortable: true,
      search: 'daterange',
    },
    checkerNames: { type: 'string', label: t('检查人员', 'Inspectors'), max: 200, required: true },
    dangerIds: dangers,
    requirements: longText('整改要求', 'Requirements', { required: true }),
    deadline: {
      type: 'date',
      label: t('整改期限', 'Deadline'),
      required: true,
      component: 'date',
      sortable: true,
    },
    issuerId: userRef('签发人', 'Issuer', { calc: true, form: false }),
    issueTime: { type: 'datetime', label: t('签发时间', 'Issued'), calc: true, form: false, sortable: true },
    receiverUserId: userRef('签收人', 'Receiver', { required: true }),
    signTime: { type: 'datetime', label: t('签收时间', 'Signed'), calc: true, form: false },
    revokeReason: {
      type: 'string',
      label: t('撤回原因', 'Revoke Reason'),
      max: 200,
      calc: true,
      form: false,
      list: false,
    },
    status: {
      type: 'string',
      label: t('状态', 'Status'),
      dict: 'RECTIFY_NOTICE_STATUS',
      dictBiz: true,
      max: 20,
      calc: true,
      form: false,
      search: 'equal',
    },
    remark: remarkField,
  },
});

/** §7.5 整改报告（整改回执）. */
export const dangerRectificationReportResource = defineResource({
  name: 'dangerRectificationReport',
  table: 'danger_rectification_report',
  path: '/shtmp-danger/dangerRectificationReport',
  label: t('整改报告', 'Rectification Report'),
  permission: 'dangerRectificationReport',
  tenantScoped: true,
  versioned: true,
  calls: ['page', 'list', 'get', 'detail', 'save', 'update', 'submit', 'remove', 'exportExcel'],
  defaultSort: [{ column: 'createTime', asc: false }],
  fields: {
    reportNo: {
      type: 'string',
      label: t('报告编号', 'Report No.'),
      max: 30,
      calc: true,
      numbering: { pattern: 'ZGBG-{yyyy}-{0000}' },
      search: 'like',
      sortable: true,
    },
    noticeId: {
      type: 'id',
      label: t('对应通知书', 'Notice'),
      ref: { table: 'danger_rectification_notice', label: 'noticeNo' },
      component: 'select',
      search: 'equal',
    },
    dangerIds: dangers,
    reportDeptId: deptRef('报告部门', 'Reporting Department', { calc: true, form: false, search: 'equal' }),
    reporterId: userRef('报告人', 'Reporter', { calc: true, form: false }),
    summary: longText('整改情况说明', 'Summary', { required: true }),
    fundSummary: {
      type: 'decimal',
      label: t('投入资金合计(元)', 'Funds (CNY)'),
      calc: true,
      form: false,
    },
    evaluation: longText('治理效果评估', 'Effect Evaluation'),
    attachmentIds: {
      type: 'files',
      label: t('附件', 'Attachments'),
      accept: 'any',
      max: 20,
      list: false,
      span: 24,
    },
    reviewerId: userRef('审核人', 'Reviewer', { calc: true, form: false }),
    reviewTime: { type: 'datetime', label: t('审核时间', 'Reviewed'), calc: true, form: false },
    reviewOpinion: {
      type: 'string',
      label: t('审核意见', 'Review Opinion'),
      max: 500,
      calc: true,
      form: false,
      list: false,
    },
    status: {
      type: 'string',
      label: t('状态', 'Status'),
      dict: 'RECTIFY_REPORT_STATUS',
      dictBiz: true,
      max: 20,
      calc: true,
      form: false,
      search: 'equal',
    },
    remark: remarkField,
  },
});
