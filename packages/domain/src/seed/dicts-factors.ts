import { dict, type ItemDef } from './builders';
import type { DictSeed } from './types';

type Measures = {
  TECHNOLOGY?: string[];
  MANAGEMENT?: string[];
  EDUCATION?: string[];
  PROTECTION?: string[];
  URGENT?: string[];
};

/**
 * A hazard-library item (domain-model §4 JOB_DANGER_FACTOR / DEVICE_FACILITY_FACTOR):
 * extra = {category: HAZARD_FACTOR_CATEGORY key, accidentTypes: ACCIDENT_TYPE keys,
 * consequence, measures per MEASURE_CATEGORY}. Picking one pre-fills a JHA/SCL row.
 */
function factor(
  key: string,
  label: string,
  labelEn: string,
  category: string,
  accidentTypes: string[],
  consequence: string,
  measures: Measures,
): ItemDef {
  return [
    key,
    label,
    labelEn,
    {
      category,
      accidentTypes,
      consequence,
      measures: {
        TECHNOLOGY: measures.TECHNOLOGY ?? [],
        MANAGEMENT: measures.MANAGEMENT ?? [],
        EDUCATION: measures.EDUCATION ?? [],
        PROTECTION: measures.PROTECTION ?? [],
        URGENT: measures.URGENT ?? [],
      },
    },
  ];
}

export const factorDicts: DictSeed[] = [
  dict('JOB_DANGER_FACTOR', '作业活动危险源库', 'Job Hazard Library', [
    factor(
      'PPE_NOT_WORN',
      '未正确佩戴劳动防护用品',
      'PPE Not Worn Correctly',
      '12',
      ['03', '07'],
      '作业人员受到机械伤害或灼烫伤害',
      {
        MANAGEMENT: ['制定劳动防护用品佩戴规定并监督检查'],
        EDUCATION: ['开展劳动防护用品正确使用培训'],
        PROTECTION: ['按岗位配备合格的劳动防护用品并正确佩戴'],
      },
    ),
    factor(
      'UNLICENSED_OP',
      '无证或未经培训上岗',
      'Unlicensed or Untrained Operation',
      '12',
      [],
      '误操作导致人员伤害或设备损坏',
      {
        MANAGEMENT: ['特种作业人员持证上岗，建立持证台账'],
        EDUCATION: ['新员工经三级安全教育考核合格后上岗'],
      },
    ),
    factor(
      'VIOLATION_OP',
      '违反操作规程作业',
      'Violation of Operating Procedures',
      '12',
      [],
      '违章操作引发人员伤害或设备事故',
      {
        MANAGEMENT: ['严格执行岗位安全操作规程，开展反“三违”检查'],
        EDUCATION: ['组织操作规程培训与考核'],
      },
    ),
    factor(
      'FATIGUE',
      '疲劳或带病作业',
      'Working While Fatigued or Ill',
      '11',
      [],
      '注意力下降导致误操作或人员伤害',
      {
        MANAGEMENT: ['合理安排作业时间，班前确认员工身体状况'],
        EDUCATION: ['开展职业健康与安全意识教育'],
      },
    ),
    factor(
      'NO_GUARDIAN',
      '危险作业无人监护',
      'Hazardous Work Without Supervision',
      '12',
      [],
      '发生险情时无法及时施救，导致伤亡扩大',
      {
        MANAGEMENT: ['危险作业指定专人监护，监护人不得擅离现场'],
        URGENT: ['配备应急救援器材，制定现场应急处置方案'],
      },
    ),
    factor(
      'NO_PERMIT',
      '特殊作业未办理作业票',
      'Special Work Without Permit',
      '43',
      [],
      '作业风险未辨识、管控措施未落实，引发事故',
      {
        MANAGEMENT: ['执行特殊作业许可制度，作业前办理作业票并进行风险辨识'],
        EDUCATION: ['开展特殊作业安全规范培训'],
      },
    ),
    factor('POOR_LIGHTING', '作业照明不足', 'Insufficient Lighting', '31', [], '人员绊倒、碰撞或误操作', {
      TECHNOLOGY: ['按标准设置作业照明和应急照明'],
      MANAGEMENT: ['定期检查照明设施完好'],
    }),
    factor(
      'SLIPPERY_FLOOR',
      '地面湿滑或有障碍',
      'Slippery or Obstructed Floor',
      '31',
      [],
      '人员滑倒、绊倒摔伤',
      {
        TECHNOLOGY: ['设置防滑地面，及时清理积水、油污'],
        MANAGEMENT: ['保持通道畅通，落实现场定置管理'],
        PROTECTION: ['穿防滑劳保鞋'],
      },
    ),
    factor(
      'CONFINED_GAS',
      '受限空间有毒或缺氧气体',
      'Toxic or Oxygen-Deficient Gas in Confined Space',
      '22',
      ['19'],
      '人员中毒或窒息',
      {
        TECHNOLOGY: ['作业前强制通风，并进行气体检测'],
        MANAGEMENT: ['执行“先通风、再检测、后作业”，办理受限空间作业票'],
        PROTECTION: ['佩戴正压式空气呼吸器或长管呼吸器'],
        URGENT: ['设置监护人，配备救援器材，严禁盲目施救'],
      },
    ),
    factor(
      'WORK_AT_HEIGHT_EDGE',
      '临边洞口无防护',
      'Unprotected Edge or Opening',
      '21',
      ['09'],
      '人员高处坠落',
      {
        TECHNOLOGY: ['临边设置防护栏杆，洞口加盖板或设置安全网'],
        MANAGEMENT: ['办理高处作业票，设置警示标志'],
        PROTECTION: ['高处作业系挂安全带'],
      },
    ),
  ]),
  dict('DEVICE_FACILITY_FACTOR', '设备设施危险源库', 'Device Hazard Library', [
    factor('GUARD_MISSING', '传动部位防护罩缺失', 'Missing Drive Guard', '21', ['03'], '人员被卷入、绞伤', {
      TECHNOLOGY: ['传动部位安装防护罩并保持完好'],
      MANAGEMENT: ['设备检修后及时恢复防护装置'],
      PROTECTION: ['扎紧袖口，禁止戴手套操作旋转设备'],
    }),
    factor('EARTHING_FAULT', '接地/接零不良', 'Poor Earthing', '21', ['05'], '设备漏电导致人员触电', {
      TECHNOLOGY: ['设备可靠接地接零，安装漏电保护器'],
      MANAGEMENT: ['定期检测接地电阻'],
    }),
    factor(
      'LEAK',
      '管线阀门法兰泄漏',
      'Pipe, Valve or Flange Leak',
      '21',
      ['08', '19'],
      '介质泄漏引发火灾或人员中毒',
      {
        TECHNOLOGY: ['设置泄漏检测报警装置'],
        MANAGEMENT: ['定期巡检管线阀门，及时更换密封件'],
        PROTECTION: ['配备防毒面具等防护用品'],
        URGENT: ['制定泄漏应急处置方案，配备应急器材'],
      },
    ),
    factor(
      'SAFETY_VALVE_FAULT',
      '安全阀/压力表失效或超期未校验',
      'Safety Valve or Gauge Failed or Overdue for Calibration',
      '21',
      ['17'],
      '超压导致容器爆炸',
      {
        TECHNOLOGY: ['安全阀、压力表定期校验，铅封完好'],
        MANAGEMENT: ['建立安全附件校验台账'],
      },
    ),
    factor(
      'EMERGENCY_STOP_FAULT',
      '急停装置失效',
      'Emergency Stop Failure',
      '21',
      ['03'],
      '紧急情况下无法停机，导致机械伤害',
      {
        TECHNOLOGY: ['急停装置设置醒目并定期测试'],
        MANAGEMENT: ['班前检查急停装置有效'],
      },
    ),
    factor(
      'LIMITER_FAULT',
      '限位/限载装置失效',
      'Limit or Overload Device Failure',
      '21',
      ['04'],
      '起重设备超载、冲顶导致起重伤害',
      {
        TECHNOLOGY: ['限位、限载装置定期检测，确保有效'],
        MANAGEMENT: ['起重作业前检查安全装置'],
        EDUCATION: ['起重作业人员持证上岗'],
      },
    ),
    factor(
      'CORROSION',
      '本体腐蚀变形',
      'Body Corrosion or Deformation',
      '21',
      [],
      '设备强度降低导致破裂或倒塌',
      {
        TECHNOLOGY: ['采取防腐措施，定期测厚'],
        MANAGEMENT: ['定期检验，腐蚀严重的及时更换'],
      },
    ),
    factor(
      'CABLE_DAMAGE',
      '电缆绝缘破损',
      'Damaged Cable Insulation',
      '21',
      ['05', '08'],
      '人员触电或引发电气火灾',
      {
        TECHNOLOGY: ['更换破损电缆，电缆穿管或桥架敷设'],
        MANAGEMENT: ['定期检查电缆绝缘状况'],
      },
    ),
    factor(
      'OVERDUE_INSPECTION',
      '特种设备超期未检验',
      'Special Equipment Overdue for Inspection',
      '43',
      [],
      '设备带病运行引发事故',
      {
        MANAGEMENT: ['建立特种设备台账，按期申报定期检验', '超期未检验的设备停止使用'],
      },
    ),
    factor('SIGN_MISSING', '安全警示标志缺失', 'Missing Safety Sign', '21', [], '人员未察觉危险导致伤害', {
      TECHNOLOGY: ['按 GB 2894 设置安全警示标志'],
      MANAGEMENT: ['定期检查安全标志完好'],
    }),
  ]),
];
