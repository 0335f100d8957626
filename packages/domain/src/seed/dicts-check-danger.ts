import { dict, type ItemDef } from './builders';
import type { DictSeed } from './types';

/** Check-type item; extra.isSpecial drives the "check special" statistics (§4, §12). */
function checkType(key: string, label: string, labelEn: string, isSpecial: boolean): ItemDef {
  return [key, label, labelEn, { isSpecial }];
}

/** Second-level danger category; extra.parent is the first-level key. */
function sub(parent: string, key: string, label: string, labelEn: string): ItemDef {
  return [key, label, labelEn, { parent }];
}

/** Check and danger dictionaries — domain-model §4 (checks, fire equipment, dangers). */
export const checkDangerDicts: DictSeed[] = [
  dict('CHECK_TYPE', '排查类型', 'Check Type', [
    checkType('DAILY', '日常排查（巡检）', 'Daily Check (Patrol)', false),
    checkType('COMPREHENSIVE', '综合性排查', 'Comprehensive Check', false),
    checkType('PROFESSIONAL', '专业性排查', 'Professional Check', false),
    checkType('SPECIAL', '专项排查', 'Special Check', true),
    checkType('SEASONAL', '季节性排查', 'Seasonal Check', true),
    checkType('HOLIDAY', '重点时段及节假日前排查', 'Pre-Holiday and Key-Period Check', true),
    checkType('ACCIDENT_ANALOGY', '事故类比排查', 'Accident Analogy Check', true),
    checkType('RESUMPTION', '复产复工前排查', 'Pre-Resumption Check', true),
    checkType('EXPERT', '外聘专家诊断式排查', 'External Expert Diagnosis', true),
    checkType(
      'FIRE_FACILITY',
      '消防设施检查（灭火器/消火栓月检）',
      'Fire Facility Check (Monthly Extinguisher and Hydrant)',
      false,
    ),
    checkType('OTHER', '其他', 'Other', false),
  ]),
  dict('CHECK_CYCLE', '检查周期', 'Check Cycle', [
    ['SHIFT', '每班', 'Every Shift'],
    ['DAY', '每天', 'Daily'],
    ['WEEK', '每周', 'Weekly'],
    ['HALF_MONTH', '每半月', 'Semi-Monthly'],
    ['MONTH', '每月', 'Monthly'],
    ['QUARTER', '每季度', 'Quarterly'],
    ['HALF_YEAR', '每半年', 'Semi-Annually'],
    ['YEAR', '每年', 'Annually'],
    ['ONCE', '一次性', 'Once'],
    ['CUSTOM_DAYS', '自定义天数', 'Custom Days'],
  ]),
  dict('CHECK_RESULT', '检查结果', 'Check Result', [
    ['PASS', '合格/符合', 'Pass'],
    ['FAIL', '不合格/不符合', 'Fail'],
    ['NA', '不涉及', 'Not Applicable'],
  ]),
  dict('CHECK_POINT_KIND', '点位类型', 'Check Point Kind', [
    ['NORMAL', '风险检查点', 'Risk Check Point'],
    ['EXTINGUISHER', '灭火器点位', 'Fire Extinguisher'],
    ['HYDRANT', '消火栓点位', 'Fire Hydrant'],
  ]),
  // extra in years, per the fire-equipment maintenance rules; tenant editable. SIMPLE has
  // no values in the document: null means "enter the scrap date by hand".
  dict('EXTINGUISHER_TYPE', '灭火器类型', 'Extinguisher Type', [
    [
      'DRY_POWDER_ABC',
      '手提式干粉(ABC)',
      'Portable Dry Powder (ABC)',
      { lifeYears: 10, firstServiceYears: 5, serviceIntervalYears: 2 },
    ],
    [
      'DRY_POWDER_BC',
      '手提式干粉(BC)',
      'Portable Dry Powder (BC)',
      { lifeYears: 10, firstServiceYears: 5, serviceIntervalYears: 2 },
    ],
    [
      'DRY_POWDER_CART',
      '推车式干粉',
      'Wheeled Dry Powder',
      { lifeYears: 10, firstServiceYears: 5, serviceIntervalYears: 2 },
    ],
    [
      'CO2',
      '手提式二氧化碳',
      'Portable CO2',
      { lifeYears: 12, firstServiceYears: 5, serviceIntervalYears: 2 },
    ],
    [
      'CO2_CART',
      '推车式二氧化碳',
      'Wheeled CO2',
      { lifeYears: 12, firstServiceYears: 5, serviceIntervalYears: 2 },
    ],
    [
      'WATER_BASED',
      '水基型(泡沫/水雾)',
      'Water-Based (Foam or Mist)',
      { lifeYears: 6, firstServiceYears: 3, serviceIntervalYears: 1 },
    ],
    [
      'CLEAN_AGENT',
      '洁净气体',
      'Clean Agent',
      { lifeYears: 10, firstServiceYears: 5, serviceIntervalYears: 2 },
    ],
    [
      'SIMPLE',
      '简易式',
      'Simple (Disposable)',
      { lifeYears: null, firstServiceYears: null, serviceIntervalYears: null },
    ],
  ]),
  dict('HYDRANT_TYPE', '消火栓类型', 'Hydrant Type', [
    ['INDOOR', '室内消火栓', 'Indoor Hydrant'],
    ['OUTDOOR_ABOVE', '室外地上式消火栓', 'Outdoor Above-Ground Hydrant'],
    ['OUTDOOR_BELOW', '室外地下式消火栓', 'Outdoor Underground Hydrant'],
    ['HOSE_REEL', '消防软管卷盘', 'Fire Hose Reel'],
    ['PUMP_CONNECTOR', '水泵接合器', 'Fire Department Connection'],
  ]),
  dict('DANGER_LEVEL', '隐患等级', 'Hazard Level', [
    [
      'GENERAL',
      '一般事故隐患',
      'General Hazard',
      {
        description: '危害和整改难度较小，发现后能够立即整改排除的隐患',
      },
    ],
    [
      'MAJOR',
      '重大事故隐患',
      'Major Hazard',
      {
        description:
          '危害和整改难度较大，应当全部或者局部停产停业，并经过一定时间整改治理方能排除的隐患，或者因外部因素影响致使企业自身难以排除的隐患',
      },
    ],
  ]),
  dict('DANGER_GOV_LEVEL', '治理层级', 'Governance Level', [
    ['COMPANY', '公司级', 'Company'],
    ['WORKSHOP', '车间级', 'Workshop'],
    ['TEAM', '班组级', 'Team'],
  ]),
  // DB37/T 2883 style, two levels.
  dict('DANGER_CATEGORY', '隐患类别', 'Hazard Category', [
    [
      'BASIC',
      '基础管理类',
      'Basic Management',
      undefined,
      [
        sub('BASIC', 'LICENSE', '资质证照', 'Licences and Certificates'),
        sub('BASIC', 'ORG_STAFF', '安全管理机构及人员', 'Safety Organisation and Staff'),
        sub('BASIC', 'RESPONSIBILITY', '安全生产责任制', 'Safety Responsibilities'),
        sub('BASIC', 'RULES', '安全管理制度', 'Safety Rules'),
        sub('BASIC', 'PROCEDURES', '安全操作规程', 'Operating Procedures'),
        sub('BASIC', 'TRAINING', '教育培训', 'Education and Training'),
        sub('BASIC', 'ARCHIVES', '安全管理档案', 'Safety Records'),
        sub('BASIC', 'INVESTMENT', '安全生产投入', 'Safety Investment'),
        sub('BASIC', 'EMERGENCY_MGMT', '应急管理', 'Emergency Management'),
        sub('BASIC', 'SPECIAL_EQ_MGMT', '特种设备基础管理', 'Special Equipment Management'),
        sub('BASIC', 'OCC_HEALTH_MGMT', '职业卫生基础管理', 'Occupational Health Management'),
        sub('BASIC', 'STAKEHOLDER_MGMT', '相关方基础管理', 'Stakeholder Management'),
        sub('BASIC', 'BASIC_OTHER', '其他', 'Other'),
      ],
    ],
    [
      'SITE',
      '生产现场类',
      'Production Site',
      undefined,
      [
        sub('SITE', 'EQUIPMENT', '设备设施', 'Equipment and Facilities'),
        sub('SITE', 'ENVIRONMENT', '场所环境', 'Workplace Environment'),
        sub('SITE', 'BEHAVIOUR', '从业人员操作行为', 'Worker Behaviour'),
        sub('SITE', 'FIRE_EMERGENCY', '消防及应急设施', 'Fire and Emergency Facilities'),
        sub('SITE', 'POWER', '供配电设施', 'Power Supply and Distribution'),
        sub('SITE', 'OCC_HEALTH_SITE', '职业卫生现场', 'Occupational Health on Site'),
        sub('SITE', 'CONFINED_SPACE', '有限空间', 'Confined Spaces'),
        sub('SITE', 'AUX_POWER', '辅助动力系统', 'Auxiliary Power Systems'),
        sub('SITE', 'STAKEHOLDER_SITE', '相关方作业现场', 'Stakeholder Work Sites'),
        sub('SITE', 'SITE_OTHER', '其他', 'Other'),
      ],
    ],
  ]),
  dict('DANGER_CAUSE_TYPE', '隐患类型', 'Hazard Cause Type', [
    ['PERSON', '人的不安全行为', 'Unsafe Behaviour'],
    ['OBJECT', '物的不安全状态', 'Unsafe Condition'],
    ['ENVIRONMENT', '环境不良', 'Poor Environment'],
    ['MANAGEMENT', '管理缺陷', 'Management Defect'],
  ]),
  dict('DANGER_SOURCE', '隐患来源', 'Hazard Source', [
    ['PLAN_CHECK', '计划检查', 'Planned Check'],
    ['DAILY_PATROL', '日常巡检', 'Daily Patrol'],
    ['EMPLOYEE_REPORT', '员工上报（随手拍）', 'Employee Report (Snapshot)'],
    ['SUPERIOR_CHECK', '上级/集团检查', 'Superior or Group Check'],
    ['GOV_CHECK', '政府部门检查', 'Government Check'],
    ['EXPERT', '专家/第三方诊断', 'Expert or Third-Party Diagnosis'],
    ['ACCIDENT_ANALOGY', '事故类比', 'Accident Analogy'],
    ['OTHER', '其他', 'Other'],
  ]),
  // §7.1. extra.isOpen: counted in the open ledger (pageWithoutPass, dangersOpen).
  dict('DANGER_STATUS', '隐患状态', 'Hazard Status', [
    ['DRAFT', '待提交', 'Draft', { isOpen: true }],
    ['PENDING_CONFIRM', '待评估（待确认）', 'Pending Confirmation', { isOpen: true }],
    ['PENDING_PLAN', '待制定治理方案', 'Pending Governance Plan', { isOpen: true }],
    ['PENDING_RECTIFY', '待整改（整改中）', 'Pending Rectification', { isOpen: true }],
    ['PENDING_ACCEPT', '待验收', 'Pending Acceptance', { isOpen: true }],
    ['CLOSED', '已销号', 'Closed', { isOpen: false }],
    ['IGNORED', '已忽略（非隐患/重复）', 'Ignored', { isOpen: false }],
    ['REVOKED', '已撤销', 'Revoked', { isOpen: false }],
  ]),
  dict('RECTIFY_MODE', '整改方式', 'Rectification Mode', [
    ['IMMEDIATE', '立即整改', 'Immediate'],
    ['DEADLINE', '限期整改', 'By Deadline'],
  ]),
  dict('RECTIFY_TYPE', '整改类型', 'Rectification Type', [
    ['SELF', '自行整改', 'Self'],
    ['ASSISTED', '协助整改', 'Assisted'],
    ['ENTRUSTED', '委托整改', 'Entrusted'],
  ]),
];
