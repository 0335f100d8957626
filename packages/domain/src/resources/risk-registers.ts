import { defineResource, type FieldDef, remarkField } from '../resource';
import { refs } from './refs';
import { deptRef, dictField, longText, RISK, riskPointRef, userRef } from './risk-fields';

/**
 * The document registers of risk control (domain-model §5.8, §5.13–§5.16): safety files,
 * operating procedures, safety management policies, laws and standards, stakeholders. Each row
 * with a due date reads `expiring` / `expired` (§2.6), computed by the server for the tenant's today.
 */

const docStatus = (more: Partial<FieldDef> = {}): FieldDef =>
  dictField('DOC_STATUS', '文件状态', 'Document status', {
    required: true,
    defaultValue: 'EFFECTIVE',
    search: 'equal',
    ...more,
  });

const phone = (zh: string, en: string, more: Partial<FieldDef> = {}): FieldDef => ({
  type: 'string',
  label: { zh, en },
  max: 20,
  pattern: { source: '^[0-9+\\-() ]*$', message: { zh: '电话号码格式不正确', en: 'invalid phone number' } },
  ...more,
});

const reviewCycle = (): FieldDef => ({
  type: 'int',
  label: { zh: '评审周期（月）', en: 'Review cycle (months)' },
  min: 1,
  max: 120,
  defaultValue: 12,
  list: false,
});

const nextReviewDate = (): FieldDef => ({
  type: 'date',
  label: { zh: '下次评审日期', en: 'Next review' },
  calc: true,
  form: false,
  sortable: true,
});

/** 安全资料 (§5.8): documents of a risk point (none = a company file). */
export const riskSafetyFileResource = defineResource({
  name: 'riskSafetyFile',
  table: 'risk_safety_file',
  path: `${RISK}/riskSafetyFile`,
  label: { zh: '安全资料', en: 'Safety files' },
  permission: 'riskSafetyFile',
  tenantScoped: true,
  calls: ['page', 'list', 'get', 'detail', 'save', 'update', 'submit', 'remove', 'exportExcel'],
  fields: {
    riskPointTypeId: riskPointRef({ required: false, requiredMessage: undefined, immutable: false }),
    category: dictField('SAFETY_FILE_CATEGORY', '资料类别', 'Category', { required: true, search: 'equal' }),
    name: {
      type: 'string',
      label: { zh: '资料名称', en: 'Name' },
      required: true,
      max: 200,
      search: 'like',
      sortable: true,
    },
    docNo: { type: 'string', label: { zh: '文件编号', en: 'Document no.' }, max: 50, search: 'like' },
    version: { type: 'string', label: { zh: '版本', en: 'Version' }, max: 20, list: false },
    fileId: { type: 'file', label: { zh: '文件', en: 'File' }, required: true, accept: 'any', excel: false },
    validUntil: { type: 'date', label: { zh: '有效期至', en: 'Valid until' }, sortable: true },
    showOnCard: {
      type: 'bool',
      label: { zh: '扫码可见', en: 'Shown on the QR card' },
      defaultValue: false,
      component: 'switch',
    },
    remark: remarkField,
  },
});

/** 岗位/设备安全操作规程 (§5.13): at most one EFFECTIVE per post or device. */
export const riskSafetyRegulationResource = defineResource({
  name: 'riskSafetyRegulation',
  table: 'risk_safety_regulation',
  path: `${RISK}/riskSafetyRegulation`,
  label: { zh: '安全操作规程', en: 'Operating procedures' },
  permission: 'riskSafetyRegulation',
  tenantScoped: true,
  calls: ['page', 'list', 'get', 'detail', 'save', 'update', 'submit', 'remove', 'exportExcel'],
  fields: {
    regulationType: dictField('REGULATION_TYPE', '规程类型', 'Type', {
      required: true,
      search: 'equal',
      component: 'radio',
      defaultValue: 'POST',
    }),
    postId: {
      type: 'id',
      label: { zh: '岗位', en: 'Post' },
      ref: { table: 'calf_post', label: 'postName' },
      search: 'equal',
    },
    deviceFacilityId: {
      type: 'id',
      label: { zh: '设备设施', en: 'Device or facility' },
      ref: { table: 'risk_device_facility', label: 'name' },
      search: 'equal',
    },
    title: {
      type: 'string',
      label: { zh: '规程名称', en: 'Title' },
      required: true,
      max: 200,
      search: 'like',
      sortable: true,
    },
    code: { type: 'string', label: { zh: '规程编号', en: 'Code' }, max: 50, search: 'like' },
    version: { type: 'string', label: { zh: '版本', en: 'Version' }, max: 20, list: false },
    scope: longText('适用范围', 'Scope', { max: 2000 }),
    beforeWork: longText('作业前要求', 'Before work', { max: 4000 }),
    duringWork: longText('作业中要求', 'During work', { max: 4000 }),
    afterWork: longText('作业后要求', 'After work', { max: 4000 }),
    prohibitions: longText('禁止事项', 'Prohibitions', { max: 4000 }),
    emergency: longText('应急处置', 'Emergency response', { max: 4000 }),
    fileId: { type: 'file', label: { zh: '原文', en: 'Original' }, accept: 'any', excel: false },
    effectiveDate: { type: 'date', label: { zh: '生效日期', en: 'Effective' }, sortable: true },
    docStatus: docStatus(),
    approverId: userRef('批准人', 'Approved by', { list: false }),
    remark: remarkField,
  },
});

/** 安全管理制度 (§5.14): reviewed every `reviewCycleMonths`, read by the listed departments. */
export const riskSafetyManagePolicyResource = defineResource({
  name: 'riskSafetyManagePolicy',
  table: 'risk_safety_manage_policy',
  path: `${RISK}/riskSafetyManagePolicy`,
  label: { zh: '安全管理制度', en: 'Safety management policies' },
  permission: 'riskSafetyManagePolicy',
  tenantScoped: true,
  fields: {
    name: {
      type: 'string',
      label: { zh: '制度名称', en: 'Name' },
      required: true,
      max: 200,
      search: 'like',
      sortable: true,
    },
    docNo: { type: 'string', label: { zh: '文号', en: 'Document no.' }, max: 50, search: 'like' },
    category: dictField('POLICY_CATEGORY', '制度类别', 'Category', { required: true, search: 'equal' }),
    issuingDeptId: deptRef('发布部门', 'Issued by', { required: true, search: 'equal' }),
    issueDate: { type: 'date', label: { zh: '发布日期', en: 'Issued' }, required: true, sortable: true },
    effectiveDate: {
      type: 'date',
      label: { zh: '实施日期', en: 'Effective' },
      required: true,
      sortable: true,
    },
    version: { type: 'string', label: { zh: '版本', en: 'Version' }, max: 20, list: false },
    docStatus: docStatus(),
    fileId: {
      type: 'file',
      label: { zh: '制度文件', en: 'File' },
      required: true,
      accept: 'any',
      excel: false,
    },
    reviewCycleMonths: reviewCycle(),
    lastReviewDate: { type: 'date', label: { zh: '最近评审日期', en: 'Last review' }, list: false },
    nextReviewDate: nextReviewDate(),
    readScopeDeptIds: {
      type: 'ids',
      label: { zh: '需学习部门', en: 'Departments to read it' },
      ref: refs.dept,
      list: false,
    },
    remark: remarkField,
  },
});

/** 法律法规标准库 (§5.15): compliance evaluated every `reviewCycleMonths`. */
export const riskLawRegulationResource = defineResource({
  name: 'riskLawRegulation',
  table: 'risk_law_regulation',
  path: `${RISK}/riskLawRegulation`,
  label: { zh: '法律法规标准', en: 'Laws and standards' },
  permission: 'riskLawRegulation',
  tenantScoped: true,
  fields: {
    title: {
      type: 'string',
      label: { zh: '名称', en: 'Title' },
      required: true,
      max: 300,
      search: 'like',
      sortable: true,
    },
    docNo: { type: 'string', label: { zh: '文号/标准号', en: 'Number' }, max: 100, search: 'like' },
    level: dictField('LAW_LEVEL', '法规层级', 'Level', { required: true, search: 'equal', sortable: true }),
    issuingAuthority: { type: 'string', label: { zh: '发布机关', en: 'Issued by' }, max: 100 },
    publishDate: { type: 'date', label: { zh: '发布日期', en: 'Published' }, sortable: true, list: false },
    effectiveDate: { type: 'date', label: { zh: '实施日期', en: 'Effective' }, sortable: true },
    abolishDate: { type: 'date', label: { zh: '废止日期', en: 'Abolished' }, list: false },
    docStatus: docStatus(),
    industry: { type: 'string', label: { zh: '适用行业', en: 'Industry' }, max: 100, list: false },
    applicableClauses: longText('适用条款', 'Applicable clauses', { max: 4000 }),
    complianceResult: dictField('COMPLIANCE_RESULT', '符合性评价', 'Compliance', { search: 'equal' }),
    lastEvaluatedAt: { type: 'date', label: { zh: '最近评价日期', en: 'Last evaluated' }, list: false },
    reviewCycleMonths: reviewCycle(),
    nextReviewDate: nextReviewDate(),
    keywords: {
      type: 'string',
      label: { zh: '关键词', en: 'Keywords' },
      max: 200,
      search: 'like',
      list: false,
    },
    fileId: { type: 'file', label: { zh: '原文', en: 'Original' }, accept: 'any', excel: false },
    remark: remarkField,
  },
});

/** 相关方 (§5.16): contractors, suppliers, visitors… informed of the risks and evaluated. */
export const riskStakeholderResource = defineResource({
  name: 'riskStakeholder',
  table: 'risk_stakeholder',
  path: `${RISK}/riskStakeholder`,
  label: { zh: '相关方', en: 'Stakeholders' },
  permission: 'riskStakeholder',
  tenantScoped: true,
  fields: {
    name: {
      type: 'string',
      label: { zh: '名称', en: 'Name' },
      required: true,
      max: 200,
      search: 'like',
      sortable: true,
    },
    type: dictField('STAKEHOLDER_TYPE', '相关方类型', 'Type', { required: true, search: 'equal' }),
    creditCode: {
      type: 'string',
      label: { zh: '统一社会信用代码', en: 'Credit code' },
      max: 18,
      list: false,
      pattern: {
        source: '^([0-9A-HJ-NPQRTUWXY]{18})?$',
        message: {
          zh: '统一社会信用代码应为18位数字或大写字母',
          en: 'the credit code has 18 digits or capitals',
        },
      },
    },
    contactPerson: { type: 'string', label: { zh: '联系人', en: 'Contact' }, required: true, max: 50 },
    contactPhone: phone('联系电话', 'Phone', { required: true }),
    address: { type: 'string', label: { zh: '地址', en: 'Address' }, max: 200, list: false },
    serviceScope: longText('服务/作业内容', 'Service scope', { max: 2000 }),
    qualificationFileIds: {
      type: 'files',
      label: { zh: '资质文件', en: 'Qualifications' },
      accept: 'any',
      max: 20,
      list: false,
      excel: false,
    },
    qualificationExpiry: {
      type: 'date',
      label: { zh: '资质有效期至', en: 'Qualification valid until' },
      sortable: true,
    },
    agreementSigned: {
      type: 'bool',
      label: { zh: '已签安全协议', en: 'Safety agreement signed' },
      defaultValue: false,
      component: 'switch',
    },
    entryDate: { type: 'date', label: { zh: '进场日期', en: 'Entry' }, list: false },
    exitDate: { type: 'date', label: { zh: '离场日期', en: 'Exit' }, list: false },
    hostDeptId: deptRef('对接部门', 'Host department', { search: 'equal' }),
    riskInformed: {
      type: 'bool',
      label: { zh: '已风险告知', en: 'Risks communicated' },
      defaultValue: false,
      component: 'switch',
    },
    evaluation: dictField('STAKEHOLDER_EVALUATION', '评价结果', 'Evaluation', { search: 'equal' }),
    remark: remarkField,
  },
});
