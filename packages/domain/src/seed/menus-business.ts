import { area, CRUD, DOWNLOAD, EXPORT, IMPORT, type PageDef, QRCODE } from './builders';
import type { MenuIcon, MenuSeed } from './types';

/** 隐患排查 — domain-model §6. */
export const checkMenu: MenuSeed = area(
  {
    code: 'check',
    name: '隐患排查',
    nameEn: 'Hazard Inspection',
    path: '/check',
    source: 'check',
    sort: 2,
  },
  [
    {
      code: 'checkRiskPoint',
      name: '检查点位',
      nameEn: 'Check Points',
      source: 'environment',
      buttons: [...CRUD, EXPORT, IMPORT, QRCODE],
    },
    {
      code: 'checkRiskPointExtinguisher',
      name: '灭火器点位',
      nameEn: 'Fire Extinguishers',
      source: 'fire',
      buttons: [...CRUD, EXPORT, IMPORT, QRCODE],
    },
    {
      code: 'checkRiskPointHydrant',
      name: '消火栓点位',
      nameEn: 'Fire Hydrants',
      source: 'fire',
      buttons: [...CRUD, EXPORT, IMPORT, QRCODE],
    },
    {
      code: 'checkItem',
      name: '检查项',
      nameEn: 'Check Items',
      source: 'check',
      // batch = updateCheckItemEntityList (replace the ordered list of one risk point).
      buttons: [...CRUD, EXPORT, IMPORT, ['batch', '批量维护', 'Batch Edit', 1]],
    },
    {
      // Plan tasks (checkPlanItem) are managed inside this page.
      code: 'checkPlan',
      name: '检查计划',
      nameEn: 'Check Plans',
      source: 'schedule',
      buttons: [
        ...CRUD,
        EXPORT,
        ['publish', '发布', 'Publish', 2],
        ['cancel', '取消', 'Cancel', 2],
        ['item', '检查任务', 'Check Tasks', 2],
        ['skip', '跳过任务', 'Skip Task', 2],
      ],
    },
    {
      // Item results (checkRecordItem) are edited inside the record.
      code: 'checkRecord',
      name: '检查记录',
      nameEn: 'Check Records',
      source: 'file-text',
      buttons: [...CRUD, EXPORT],
    },
  ],
);

/** 隐患治理 — domain-model §7. */
export const dangerMenu: MenuSeed = area(
  {
    code: 'danger',
    name: '隐患治理',
    nameEn: 'Hazard Governance',
    path: '/danger',
    source: 'warning',
    sort: 3,
  },
  [
    {
      code: 'dangerRecord',
      name: '隐患台账',
      nameEn: 'Hazard Records',
      source: 'alert',
      buttons: [
        ...CRUD,
        EXPORT,
        IMPORT,
        // process = the state-machine transitions of domain-model §7.1.
        ['process', '处理', 'Process', 2],
        ['ignore', '忽略', 'Ignore', 2],
        ['plan', '治理方案', 'Governance Plan', 2],
        ['rectify', '整改信息', 'Rectification Info', 2],
      ],
    },
    {
      code: 'dangerRectificationNotice',
      name: '整改通知书',
      nameEn: 'Rectification Notices',
      source: 'notification',
      buttons: [
        ...CRUD,
        EXPORT,
        ['issue', '签发', 'Issue', 2],
        ['sign', '签收', 'Sign', 2],
        ['revoke', '撤回', 'Revoke', 2],
        DOWNLOAD,
      ],
    },
    {
      code: 'dangerRectificationRecord',
      name: '整改记录',
      nameEn: 'Rectification Records',
      source: 'file-text',
      buttons: [...CRUD, EXPORT],
    },
    {
      code: 'dangerRectificationDelayApply',
      name: '延期申请',
      nameEn: 'Delay Applications',
      source: 'schedule',
      buttons: [
        ...CRUD,
        EXPORT,
        ['process', '审批', 'Approve or Reject', 2],
        ['withdraw', '撤回', 'Withdraw', 2],
      ],
    },
    {
      code: 'dangerRectificationReport',
      name: '整改报告',
      nameEn: 'Rectification Reports',
      source: 'file',
      buttons: [...CRUD, EXPORT, ['submit', '提交', 'Submit', 2], ['review', '审核', 'Review', 2], DOWNLOAD],
    },
    {
      code: 'dangerMajorReport',
      name: '重大隐患报告督办',
      nameEn: 'Major Hazard Reporting',
      source: 'audit',
      buttons: [
        ...CRUD,
        EXPORT,
        ['submit', '提交审批', 'Submit for Approval', 2],
        ['approve', '审批报送', 'Approve and Report', 2],
        ['supervise', '登记挂牌督办', 'Record Listed Supervision', 2],
        ['removal', '销号申请及审批', 'Removal from the List', 2],
        DOWNLOAD,
      ],
    },
  ],
);

/** 教育培训 — domain-model §8. */
export const educationMenu: MenuSeed = area(
  {
    code: 'education',
    name: '教育培训',
    nameEn: 'Education and Training',
    path: '/education',
    source: 'read',
    sort: 4,
  },
  [
    {
      code: 'qualificationRecord',
      name: '资格证书',
      nameEn: 'Qualifications',
      source: 'idcard',
      buttons: [...CRUD, EXPORT, IMPORT],
    },
    {
      code: 'trainingRecord',
      name: '培训记录',
      nameEn: 'Training Records',
      source: 'read',
      buttons: [...CRUD, EXPORT, IMPORT],
    },
    {
      code: 'meetingRecord',
      name: '安全会议',
      nameEn: 'Safety Meetings',
      source: 'team',
      buttons: [...CRUD, EXPORT],
    },
    {
      code: 'investmentPlan',
      name: '安全投入',
      nameEn: 'Safety Investment',
      source: 'bank',
      buttons: [...CRUD, EXPORT],
    },
  ],
);

/** 场所布局 — domain-model §9. */
export const layoutMenu: MenuSeed = area(
  {
    code: 'layout',
    name: '场所布局',
    nameEn: 'Site Layout',
    path: '/layout',
    source: 'layout',
    sort: 5,
  },
  [
    {
      code: 'place',
      name: '区域管理',
      nameEn: 'Places',
      source: 'cluster',
      buttons: CRUD,
    },
    {
      code: 'tenantLayout',
      name: '平面布置图',
      nameEn: 'Site Plans',
      source: 'layout',
      // setting = draw place polygons and point markers on the drawing.
      buttons: [...CRUD, ['setting', '区域标绘', 'Draw Areas', 2]],
    },
  ],
);

/**
 * 统计分析 — domain-model §12. Codes carry a `statistics` prefix because `check` and
 * `danger` are area codes; paths keep the spec's screen names.
 */
const statisticsScreens: ReadonlyArray<
  readonly [suffix: string, screen: string, name: string, nameEn: string, source: MenuIcon]
> = [
  ['Index', 'index', '统计首页', 'Overview', 'dashboard'],
  ['Danger', 'danger', '隐患统计', 'Hazard Statistics', 'chart'],
  ['Check', 'check', '排查统计', 'Inspection Statistics', 'chart'],
  ['SpecialCheck', 'specialCheck', '专项检查统计', 'Special Checks', 'chart'],
  ['CheckAverage', 'checkAverage', '平均检查指标', 'Check Averages', 'chart'],
  ['Inspect', 'inspect', '巡检统计', 'Patrol Statistics', 'chart'],
  ['Analysis', 'analysis', '综合分析', 'Analysis', 'chart'],
];

const statisticsPages = statisticsScreens.map(
  ([suffix, screen, name, nameEn, source]): PageDef => ({
    code: `statistics${suffix}`,
    name,
    nameEn,
    path: `/statistics/${screen}`,
    source,
    buttons: [EXPORT],
  }),
);

export const statisticsMenu: MenuSeed = area(
  {
    code: 'statistics',
    name: '统计分析',
    nameEn: 'Statistics',
    path: '/statistics',
    source: 'chart',
    sort: 6,
  },
  statisticsPages,
);

/** 通知消息 — domain-model §10. */
export const notifyMenu: MenuSeed = area(
  {
    code: 'notify',
    name: '通知消息',
    nameEn: 'Notifications',
    path: '/notify',
    source: 'bell',
    sort: 7,
  },
  [
    {
      code: 'notifyNotice',
      name: '通知规则',
      nameEn: 'Notification Rules',
      source: 'notification',
      buttons: [...CRUD, ['enable', '启用', 'Enable', 2], ['disable', '停用', 'Disable', 2]],
    },
    {
      code: 'notifyNoticeItem',
      name: '通知对象',
      nameEn: 'Notification Recipients',
      source: 'team',
      buttons: CRUD,
    },
    {
      code: 'notifyMessage',
      name: '消息记录',
      nameEn: 'Messages',
      source: 'message',
      buttons: [...CRUD, EXPORT],
    },
  ],
);
