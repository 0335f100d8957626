import { dict } from './builders';
import type { DictSeed } from './types';

/** Risk evaluation dictionaries — domain-model §2.1–§2.5. Numbers here are never reworded. */
export const evaluationDicts: DictSeed[] = [
  // "Worse" = lower rank; roll-ups take the minimum rank.
  dict('RISK_LEVEL', '风险等级', 'Risk Level', [
    ['MAJOR', '重大风险', 'Major Risk', { colour: '红', colourEn: 'red', hex: '#E60012', rank: 1 }],
    [
      'SIGNIFICANT',
      '较大风险',
      'Significant Risk',
      { colour: '橙', colourEn: 'orange', hex: '#FF8C00', rank: 2 },
    ],
    ['GENERAL', '一般风险', 'General Risk', { colour: '黄', colourEn: 'yellow', hex: '#FFD200', rank: 3 }],
    ['LOW', '低风险', 'Low Risk', { colour: '蓝', colourEn: 'blue', hex: '#1E78FF', rank: 4 }],
  ]),
  dict('RISK_EVAL_METHOD', '风险评价方法', 'Risk Evaluation Method', [
    ['LEC', '作业条件危险性分析法', 'Job Hazard Condition Analysis (LEC)'],
    ['LS', '风险矩阵分析法', 'Risk Matrix Analysis (LS)'],
  ]),
  dict('LEC_L', '事故发生的可能性（L）', 'Likelihood (L)', [
    ['10', '完全可以预料', 'Fully Expected', { value: 10 }],
    ['6', '相当可能', 'Quite Possible', { value: 6 }],
    ['3', '可能但不经常', 'Possible but Unusual', { value: 3 }],
    ['1', '可能性小、完全意外', 'Unlikely, Purely Accidental', { value: 1 }],
    ['0.5', '很不可能、可以设想', 'Very Unlikely but Conceivable', { value: 0.5 }],
    ['0.2', '极不可能', 'Extremely Unlikely', { value: 0.2 }],
    ['0.1', '实际不可能', 'Practically Impossible', { value: 0.1 }],
  ]),
  dict('LEC_E', '暴露于危险环境的频繁程度（E）', 'Exposure Frequency (E)', [
    ['10', '连续暴露', 'Continuous', { value: 10 }],
    ['6', '每天工作时间内暴露', 'Daily During Working Hours', { value: 6 }],
    ['3', '每周一次或偶然暴露', 'Weekly or Occasionally', { value: 3 }],
    ['2', '每月一次', 'Monthly', { value: 2 }],
    ['1', '每年几次', 'A Few Times a Year', { value: 1 }],
    ['0.5', '非常罕见', 'Very Rarely', { value: 0.5 }],
  ]),
  dict('LEC_C', '发生事故可能造成的后果（C）', 'Consequence (C)', [
    ['100', '大灾难、许多人死亡', 'Catastrophe, Many Deaths', { value: 100 }],
    ['40', '灾难、数人死亡', 'Disaster, Several Deaths', { value: 40 }],
    ['15', '非常严重、一人死亡', 'Very Serious, One Death', { value: 15 }],
    ['7', '严重、重伤', 'Serious, Severe Injury', { value: 7 }],
    ['3', '重大、致残', 'Major, Disability', { value: 3 }],
    ['1', '引人注目、需要救护', 'Noticeable, First Aid Needed', { value: 1 }],
  ]),
  // D = L × E × C. Band: min ≤ D < max (max null = no upper bound); a value on a
  // boundary goes to the higher band (§2.2). level = mapped RISK_LEVEL key.
  dict('LEC_GRADE', '危险程度（LEC）', 'Hazard Degree (LEC)', [
    [
      'EXTREME',
      '极其危险，不能继续作业',
      'Extremely Dangerous, Stop Work',
      { min: 320, max: null, level: 'MAJOR' },
    ],
    [
      'HIGH',
      '高度危险，需立即整改',
      'Highly Dangerous, Rectify Immediately',
      { min: 160, max: 320, level: 'SIGNIFICANT' },
    ],
    [
      'NOTABLE',
      '显著危险，需要整改',
      'Notably Dangerous, Rectification Needed',
      { min: 70, max: 160, level: 'GENERAL' },
    ],
    [
      'MODERATE',
      '一般危险，需要注意',
      'Moderately Dangerous, Attention Needed',
      { min: 20, max: 70, level: 'LOW' },
    ],
    ['SLIGHT', '稍有危险，可以接受', 'Slightly Dangerous, Acceptable', { min: 0, max: 20, level: 'LOW' }],
  ]),
  dict('LS_L', '可能性（L）', 'Likelihood (L)', [
    [
      '5',
      '极有可能',
      'Almost Certain',
      {
        value: 5,
        description: '在现场没有采取防范、监测、保护、控制措施，或在正常情况下经常发生此类事故或事件',
      },
    ],
    [
      '4',
      '很可能',
      'Likely',
      {
        value: 4,
        description: '危害的发生不容易被发现，现场没有监测系统，或虽有控制措施但未有效执行或控制措施不当',
      },
    ],
    [
      '3',
      '可能',
      'Possible',
      {
        value: 3,
        description:
          '没有保护措施（如防护装置、个人防护用品等）或未严格按操作规程执行，或以往曾经发生过类似事故或事件，危害的发生可以被发现',
      },
    ],
    [
      '2',
      '较不可能',
      'Unlikely',
      {
        value: 2,
        description:
          '危害一旦发生能及时发现，并定期进行监测，现场有防范控制措施并能有效执行，或过去偶尔发生事故或事件',
      },
    ],
    [
      '1',
      '基本不可能',
      'Rare',
      {
        value: 1,
        description:
          '有充分、有效的防范、控制、监测、保护措施，员工安全意识相当高，严格执行操作规程，极不可能发生事故或事件',
      },
    ],
  ]),
  // S = the worst of five dimensions: legal, people, direct loss, downtime, reputation.
  dict('LS_S', '严重性（S）', 'Severity (S)', [
    [
      '5',
      '特别严重',
      'Catastrophic',
      {
        value: 5,
        legal: '违反法律、法规和标准',
        people: '人员死亡',
        loss: '直接经济损失100万元及以上',
        downtime: '多套装置（设备）停工',
        reputation: '全国范围影响',
      },
    ],
    [
      '4',
      '严重',
      'Major',
      {
        value: 4,
        legal: '潜在违反法律、法规和标准',
        people: '丧失劳动能力（永久性伤残）',
        loss: '直接经济损失50万元及以上',
        downtime: '两套装置（设备）停工',
        reputation: '行业内、省内影响',
      },
    ],
    [
      '3',
      '较严重',
      'Moderate',
      {
        value: 3,
        legal: '不符合集团公司或行业的安全方针、制度、规定',
        people: '截肢、骨折、听力丧失、慢性病',
        loss: '直接经济损失1万元及以上',
        downtime: '一套装置（设备）停工',
        reputation: '地区影响',
      },
    ],
    [
      '2',
      '一般',
      'Minor',
      {
        value: 2,
        legal: '不符合企业内部的安全操作程序、规定',
        people: '轻微受伤',
        loss: '直接经济损失1万元以下',
        downtime: '几乎不停工',
        reputation: '局部影响',
      },
    ],
    [
      '1',
      '轻微',
      'Negligible',
      {
        value: 1,
        legal: '完全符合',
        people: '无伤亡',
        loss: '无损失',
        downtime: '没有停工',
        reputation: '形象没有受损',
      },
    ],
  ]),
  // R = L × S. Band: min ≤ R ≤ max (both inclusive; reachable products leave no gaps).
  dict('LS_GRADE', '风险分级（LS）', 'Risk Grade (LS)', [
    ['A', 'A / 1级', 'Grade A (Level 1)', { min: 20, max: 25, level: 'MAJOR' }],
    ['B', 'B / 2级', 'Grade B (Level 2)', { min: 15, max: 16, level: 'SIGNIFICANT' }],
    ['C', 'C / 3级', 'Grade C (Level 3)', { min: 9, max: 12, level: 'GENERAL' }],
    ['D', 'D / 4级', 'Grade D (Level 4)', { min: 1, max: 8, level: 'LOW' }],
  ]),
  // defaultForLevel: the RISK_LEVEL controlled from this level by default (§2.5);
  // defaultCheckCycle: CHECK_CYCLE of riskPointControl rows at this level (§5.2).
  dict('CONTROL_LEVEL', '管控层级', 'Control Level', [
    ['COMPANY', '公司级', 'Company', { rank: 1, defaultForLevel: 'MAJOR', defaultCheckCycle: 'MONTH' }],
    [
      'DEPARTMENT',
      '部门级（部室）',
      'Department',
      { rank: 2, defaultForLevel: 'SIGNIFICANT', defaultCheckCycle: 'HALF_MONTH' },
    ],
    ['WORKSHOP', '车间级', 'Workshop', { rank: 3, defaultForLevel: 'GENERAL', defaultCheckCycle: 'WEEK' }],
    ['TEAM', '班组级', 'Team', { rank: 4, defaultForLevel: 'LOW', defaultCheckCycle: 'DAY' }],
    [
      'POST',
      '岗位级',
      'Post',
      {
        rank: 5,
        defaultForLevel: null,
        defaultCheckCycle: 'SHIFT',
        alwaysPresent: true,
      },
    ],
  ]),
  // Ticking a reason forces the level to MAJOR regardless of scores (§2.4); tenant editable.
  dict('DIRECT_MAJOR_REASON', '直接判定重大风险理由', 'Direct Major-Risk Reason', [
    [
      'LEGAL_VIOLATION',
      '违反法律、法规及国家标准中强制性条款的',
      'Breaches a Mandatory Legal or Standard Clause',
    ],
    [
      'ACCIDENT_CONDITIONS_REMAIN',
      '发生过死亡、重伤事故，且现在发生事故的条件依然存在的',
      'Fatal or Serious Accident Occurred and Its Causes Remain',
    ],
    ['MAJOR_HAZARD_SOURCE', '涉及重大危险源的', 'Part of a Major Hazard Installation'],
    [
      'CROWDED_HAZARDOUS_PLACE',
      '具有中毒、爆炸、火灾等危险的场所，同时作业人员在10人及以上的',
      'Ten or More People Exposed at Once to Toxic, Explosion or Fire Hazards',
    ],
  ]),
];
