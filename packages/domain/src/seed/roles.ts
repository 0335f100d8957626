import { menuSeed } from './menus';
import type { MenuSeed } from './types';

/** Role aliases of domain-model §3 the danger workflow checks (besides per-record responsibility). */
export const BUSINESS_ROLES = [
  'EMPLOYEE',
  'CHECKER',
  'TEAM_LEADER',
  'DEPT_HEAD',
  'RECTIFIER',
  'ACCEPTOR',
  'SAFETY_ADMIN',
  'PRINCIPAL',
] as const;

export type BusinessRole = (typeof BUSINESS_ROLES)[number];

/**
 * A grant: a whole area or page with every button (`'*'`), or a page with the listed button
 * actions (the page itself is always included; `[]` = read only).
 */
type Grant = Record<string, '*' | readonly string[]>;

const READ = [] as const;
const READ_EXPORT = ['view', 'export'] as const;

/** What every business role reads: published notices, regulations and the risk cards of its posts. */
const BASE: Grant = {
  notice: READ,
  riskNoticeBoard: ['view'],
  riskSafetyRegulation: ['view'],
  riskSafetyManagePolicy: ['view', 'download'],
  dangerRecord: ['view', 'add', 'edit', 'process'],
};

const CHECKING: Grant = {
  ...BASE,
  checkRiskPoint: ['view', 'qrcode'],
  checkRiskPointExtinguisher: ['view', 'qrcode'],
  checkRiskPointHydrant: ['view', 'qrcode'],
  checkItem: ['view'],
  checkPlan: ['view', 'item'],
  checkRecord: ['view', 'add', 'edit'],
  riskPointType: ['view'],
  riskControlMeasure: ['view'],
};

const RECTIFYING: Grant = {
  dangerRecord: ['view', 'process', 'plan', 'rectify'],
  dangerRectificationRecord: ['view'],
  dangerRectificationDelayApply: ['view', 'add', 'edit', 'withdraw'],
  dangerRectificationNotice: ['view', 'download'],
  dangerRectificationReport: ['view', 'add', 'edit', 'submit', 'download'],
};

/** Read and export of every business page (the principal's and department head's overview). */
const OVERVIEW: Grant = {
  statistics: '*',
  riskPointType: READ_EXPORT,
  riskPointControl: READ_EXPORT,
  riskJobActivity: READ_EXPORT,
  riskDeviceFacility: READ_EXPORT,
  riskControlMeasure: READ_EXPORT,
  riskManual: ['view', 'download'],
  checkPlan: READ_EXPORT,
  checkRecord: READ_EXPORT,
  qualificationRecord: READ_EXPORT,
  trainingRecord: READ_EXPORT,
  meetingRecord: READ_EXPORT,
  investmentPlan: READ_EXPORT,
  place: ['view'],
};

export type BusinessRoleSeed = { alias: BusinessRole; name: string; nameEn: string; grants: Grant };

/** The business roles seeded in every tenant, with their menu and button grants (editable afterwards). */
export const businessRoles: BusinessRoleSeed[] = [
  { alias: 'EMPLOYEE', name: '岗位员工', nameEn: 'Employee', grants: BASE },
  { alias: 'CHECKER', name: '检查/巡检人员', nameEn: 'Checker', grants: CHECKING },
  {
    alias: 'TEAM_LEADER',
    name: '班组长',
    nameEn: 'Team Leader',
    grants: { ...CHECKING, dangerRectificationRecord: ['view'], statisticsIndex: '*' },
  },
  {
    alias: 'DEPT_HEAD',
    name: '部门/车间负责人',
    nameEn: 'Department Head',
    grants: {
      ...CHECKING,
      ...OVERVIEW,
      ...RECTIFYING,
      dangerRecord: ['view', 'add', 'edit', 'export', 'process', 'ignore', 'plan', 'rectify'],
      dangerRectificationNotice: ['view', 'sign', 'download'],
      dangerRectificationDelayApply: ['view', 'add', 'edit', 'export', 'process', 'withdraw'],
      checkPlan: ['view', 'export', 'item'],
      checkRecord: ['view', 'add', 'edit', 'export'],
    },
  },
  { alias: 'RECTIFIER', name: '整改责任人', nameEn: 'Rectifier', grants: { ...BASE, ...RECTIFYING } },
  {
    alias: 'ACCEPTOR',
    name: '验收人',
    nameEn: 'Acceptor',
    grants: {
      ...BASE,
      dangerRectificationRecord: ['view'],
      dangerRectificationNotice: ['view', 'download'],
      dangerRectificationReport: ['view', 'download'],
    },
  },
  {
    alias: 'SAFETY_ADMIN',
    name: '安全管理员',
    nameEn: 'Safety Administrator',
    grants: {
      notice: READ,
      risk: '*',
      check: '*',
      danger: '*',
      education: '*',
      layout: '*',
      statistics: '*',
      notify: '*',
    },
  },
  {
    alias: 'PRINCIPAL',
    name: '主要负责人',
    nameEn: 'Principal',
    grants: {
      ...BASE,
      ...OVERVIEW,
      riskManual: ['view', 'download'],
      riskManualReview: ['view', 'review'],
      dangerRecord: ['view', 'add', 'edit', 'export', 'process'],
      dangerRectificationRecord: READ_EXPORT,
      dangerRectificationDelayApply: ['view', 'export', 'process'],
      dangerRectificationNotice: ['view', 'export', 'download'],
      dangerRectificationReport: ['view', 'export', 'download'],
      dangerMajorReport: ['view', 'export', 'approve', 'download'],
    },
  },
];

type Placed = { node: MenuSeed; ancestors: string[] };

function index(nodes: MenuSeed[], ancestors: string[] = [], out = new Map<string, Placed>()) {
  for (const node of nodes) {
    out.set(node.code, { node, ancestors });
    index(node.children ?? [], [...ancestors, node.code], out);
  }
  return out;
}

const everything = (node: MenuSeed): string[] => [node.code, ...(node.children ?? []).flatMap(everything)];

/**
 * The menu codes a role is granted: each granted page or area with its ancestors (so the page
 * shows in the menu) and the granted buttons. Unknown codes are an error of this file.
 */
export function grantedMenuCodes(grants: Grant, tree: MenuSeed[] = menuSeed): string[] {
  const placed = index(tree);
  const codes = new Set<string>();
  for (const [code, actions] of Object.entries(grants)) {
    const hit = placed.get(code);
    if (!hit) throw new Error(`unknown menu code ${code}`);
    for (const a of hit.ancestors) codes.add(a);
    if (actions === '*') {
      for (const c of everything(hit.node)) codes.add(c);
      continue;
    }
    codes.add(code);
    for (const action of actions) {
      const button = `${code}_${action}`;
      if (!placed.has(button)) throw new Error(`unknown button ${button}`);
      codes.add(button);
    }
  }
  return [...codes];
}
