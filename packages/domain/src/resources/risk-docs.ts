import { defineResource, remarkField } from '../resource';
import { refs } from './refs';
import { deptRef, dictField, longText, RISK, riskLevelField, userRef } from './risk-fields';

/**
 * What risk control prints and publishes (domain-model §5.9, §5.10, §5.12): the GB 2894 sign
 * library, notice boards and post cards composed from the risk lists, the control manual.
 */

/** 安全标志库 (§5.9): the built-in GB 2894 signs of every tenant plus its own uploads. */
export const riskSafetyLogoResource = defineResource({
  name: 'riskSafetyLogo',
  table: 'risk_safety_logo',
  path: `${RISK}/riskSafetyLogo`,
  label: { zh: '安全标志', en: 'Safety signs' },
  permission: 'riskSafetyLogo',
  tenantScoped: true,
  calls: ['page', 'list', 'get', 'save', 'update', 'submit', 'remove', 'exportExcel'],
  defaultSort: [
    { column: 'category', asc: true },
    { column: 'sort', asc: true },
    { column: 'code', asc: true },
  ],
  fields: {
    code: {
      type: 'string',
      label: { zh: '标志编号', en: 'Code' },
      required: true,
      max: 20,
      unique: true,
      search: 'like',
      sortable: true,
    },
    name: {
      type: 'string',
      label: { zh: '标志名称', en: 'Name' },
      required: true,
      max: 50,
      search: 'like',
      sortable: true,
    },
    category: dictField('SAFETY_LOGO_CATEGORY', '标志类别', 'Category', {
      required: true,
      search: 'equal',
      sortable: true,
    }),
    // Required for the tenant's own signs (checked by the server); built-in signs are drawn by the project.
    imageId: {
      type: 'file',
      label: { zh: '标志图片', en: 'Image' },
      accept: 'image',
      component: 'upload-image',
      excel: false,
    },
    description: { type: 'string', label: { zh: '设置范围', en: 'Where it is set' }, max: 200 },
    builtIn: {
      type: 'bool',
      label: { zh: '内置', en: 'Built in' },
      calc: true,
      form: false,
      search: 'equal',
    },
    sort: {
      type: 'int',
      label: { zh: '排序', en: 'Sort' },
      min: 0,
      max: 999999,
      sortable: true,
      list: false,
    },
    enabled: {
      type: 'bool',
      label: { zh: '启用', en: 'Enabled' },
      defaultValue: true,
      component: 'switch',
      search: 'equal',
    },
  },
});

/** 风险告知卡/告知牌 (§5.10): composed from a risk point or a post, published, printed. */
export const riskNoticeBoardResource = defineResource({
  name: 'riskNoticeBoard',
  table: 'risk_notice_board',
  path: `${RISK}/riskNoticeBoard`,
  label: { zh: '风险告知卡', en: 'Risk notice boards' },
  permission: 'riskNoticeBoard',
  tenantScoped: true,
  versioned: true,
  calls: ['page', 'list', 'get', 'save', 'update', 'submit', 'remove'],
  firstScreen: [
    'title',
    'boardType',
    'riskPointTypeId',
    'riskLevel',
    'status',
    'responsibleUserId',
    'responsibleDeptId',
    'publishedAt',
  ],
  fields: {
    boardType: dictField('NOTICE_BOARD_TYPE', '告知类型', 'Type', {
      required: true,
      search: 'equal',
      immutable: true,
      defaultValue: 'POINT_BOARD',
    }),
    riskPointTypeId: {
      type: 'id',
      label: { zh: '风险点', en: 'Risk point' },
      ref: refs.riskPoint,
      search: 'equal',
      immutable: true,
    },
    postId: {
      type: 'id',
      label: { zh: '岗位', en: 'Post' },
      ref: { table: 'calf_post', label: 'postName' },
      search: 'equal',
      immutable: true,
    },
    title: {
      type: 'string',
      label: { zh: '标题', en: 'Title' },
      required: true,
      max: 100,
      search: 'like',
      sortable: true,
    },
    riskLevel: riskLevelField(),
    hazards: longText('主要危险有害因素', 'Main hazards', { required: true }),
    accidentTypes: dictField('ACCIDENT_TYPE', '易导致的事故类型', 'Possible accidents', {
      multiple: true,
      required: true,
      max: 64,
      list: false,
    }),
    controlMeasures: longText('主要管控措施', 'Main control measures', { required: true }),
    emergencyMeasures: longText('应急处置措施', 'Emergency measures', { required: true }),
    logoIds: {
      type: 'ids',
      label: { zh: '安全标志', en: 'Safety signs' },
      ref: { table: 'risk_safety_logo', label: 'name' },
      max: 8,
      list: false,
    },
    emergencyPhones: {
      type: 'json',
      label: { zh: '应急电话', en: 'Emergency numbers' },
      list: false,
      form: false,
      excel: false,
    },
    responsibleDeptId: deptRef('责任部门', 'Responsible department', { required: true, search: 'equal' }),
    responsibleUserId: userRef('责任人', 'Responsible person', { required: true }),
    responsiblePhone: {
      type: 'string',
      label: { zh: '责任人电话', en: 'Phone' },
      required: true,
      max: 20,
      pattern: {
        source: '^[0-9+\\-() ]*$',
        message: { zh: '电话号码格式不正确', en: 'invalid phone number' },
      },
    },
    reportPhone: {
      type: 'string',
      label: { zh: '举报电话', en: 'Report line' },
      max: 20,
      list: false,
      pattern: {
        source: '^[0-9+\\-() ]*$',
        message: { zh: '电话号码格式不正确', en: 'invalid phone number' },
      },
    },
    showQr: {
      type: 'bool',
      label: { zh: '打印二维码', en: 'Print QR code' },
      defaultValue: true,
      component: 'switch',
      list: false,
    },
    status: dictField('NOTICE_BOARD_STATUS', '状态', 'Status', { calc: true, form: false, search: 'equal' }),
    publishedAt: {
      type: 'datetime',
      label: { zh: '发布时间', en: 'Published' },
      calc: true,
      form: false,
      sortable: true,
    },
    // What the board was published from (its risk point's or post's level and measures), hashed;
    // the board is out of date (过期/需更新) once the source hashes differently.
    sourceDigest: {
      type: 'string',
      label: { zh: '发布时来源摘要', en: 'Source digest at publishing' },
      max: 64,
      calc: true,
      form: false,
      list: false,
      excel: false,
    },
    lastPrintedAt: {
      type: 'datetime',
      label: { zh: '最近打印时间', en: 'Last printed' },
      calc: true,
      form: false,
      list: false,
    },
    remark: remarkField,
  },
});

/** 风险分级管控手册 (§5.12): compiled from the risk lists, reviewed, published as a Word document. */
export const riskManualResource = defineResource({
  name: 'riskManual',
  table: 'risk_manual',
  path: `${RISK}/riskManual`,
  label: { zh: '风险管控手册', en: 'Risk control manuals' },
  permission: 'riskManual',
  tenantScoped: true,
  versioned: true,
  calls: ['page', 'list', 'get', 'save', 'update', 'submit', 'remove', 'exportExcel'],
  defaultSort: [
    { column: 'year', asc: false },
    { column: 'createTime', asc: false },
  ],
  fields: {
    name: {
      type: 'string',
      label: { zh: '手册名称', en: 'Name' },
      required: true,
      max: 100,
      search: 'like',
      sortable: true,
    },
    manualNo: { type: 'string', label: { zh: '手册编号', en: 'Manual no.' }, max: 50, search: 'like' },
    versionNo: {
      type: 'string',
      label: { zh: '版本号', en: 'Version' },
      required: true,
      max: 20,
      defaultValue: 'A',
    },
    year: {
      type: 'int',
      label: { zh: '年度', en: 'Year' },
      required: true,
      min: 2000,
      max: 2100,
      search: 'equal',
      sortable: true,
    },
    scopeDeptId: deptRef('适用范围（部门）', 'Scope (department)', { list: false }),
    // Empty: every enabled risk point of the scope, taken when the manual is submitted.
    riskPointTypeIds: {
      type: 'ids',
      label: { zh: '收录风险点', en: 'Risk points' },
      ref: refs.riskPoint,
      max: 5000,
      list: false,
    },
    preface: longText('编制说明', 'Preface', { max: 4000 }),
    compilerId: userRef('编制人', 'Compiled by', { required: true }),
    approverId: userRef('批准人', 'Approver'),
    effectiveDate: {
      type: 'date',
      label: { zh: '实施日期', en: 'Effective' },
      required: true,
      sortable: true,
    },
    status: dictField('MANUAL_STATUS', '状态', 'Status', { calc: true, form: false, search: 'equal' }),
    pointCount: { type: 'int', label: { zh: '风险点数', en: 'Points' }, calc: true, form: false },
    snapshot: {
      type: 'json',
      label: { zh: '手册快照', en: 'Snapshot' },
      calc: true,
      form: false,
      list: false,
    },
    fileId: {
      type: 'file',
      label: { zh: '手册文件', en: 'Manual file' },
      calc: true,
      form: false,
      list: false,
      excel: false,
    },
    publishDate: { type: 'date', label: { zh: '发布日期', en: 'Published' }, calc: true, form: false },
    remark: remarkField,
  },
});

/** 手册评审 (§5.12): one row per decision on a submitted manual. */
export const riskManualReviewResource = defineResource({
  name: 'riskManualReview',
  table: 'risk_manual_review',
  path: `${RISK}/riskManualReview`,
  label: { zh: '手册评审', en: 'Manual reviews' },
  permission: 'riskManualReview',
  tenantScoped: true,
  calls: ['page', 'list', 'get'],
  defaultSort: [{ column: 'reviewTime', asc: false }],
  fields: {
    manualId: {
      type: 'id',
      label: { zh: '手册', en: 'Manual' },
      ref: { table: 'risk_manual', label: 'name' },
      required: true,
      search: 'equal',
    },
    manualVersion: { type: 'string', label: { zh: '版本号', en: 'Version' }, max: 20 },
    reviewerId: userRef('评审人', 'Reviewer', { required: true }),
    reviewTime: {
      type: 'datetime',
      label: { zh: '评审时间', en: 'Reviewed' },
      required: true,
      sortable: true,
    },
    result: dictField('APPROVE_RESULT', '评审结论', 'Result', { required: true, search: 'equal' }),
    opinion: longText('评审意见', 'Opinion', { max: 2000, list: true }),
  },
});
