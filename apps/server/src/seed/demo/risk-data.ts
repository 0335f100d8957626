/**
 * The demo plant's risk inventory: a fine-chemicals works (synthesis, distillation, tank farm,
 * utilities, warehouse, maintenance). Own wording, typical of DB37 risk lists.
 */

export type DemoMeasures = { T?: string; M?: string; E?: string; P?: string; U?: string };
export type DemoEval = readonly ['LEC', number, number, number] | readonly ['LS', number, number];
/** name (step / check project), hazard (or deviation), GB/T 13861 category, GB 6441 types, measures, evaluation. */
export type DemoItem = readonly [string, string, string, string[], DemoMeasures, DemoEval, string?];

export type DemoAnalysis =
  | { kind: 'job'; name: string; routineType: string; items: DemoItem[] }
  | {
      kind: 'device';
      name: string;
      deviceCode: string;
      category: string;
      specialEquipmentType?: string;
      items: DemoItem[];
    };

export type DemoPoint = {
  name: string;
  category: 'FACILITY_AREA' | 'OPERATION';
  dept: string;
  hazardSummary: string;
  emergencyMeasures: string;
  isMajorHazardSource?: boolean;
  /** Where it is: places of the demo layout (layout.ts), the first one holds its check points. */
  places: string[];
  override?: { level: string; reason: string };
  analyses: DemoAnalysis[];
};

export const DEMO_DEPTS = ['安全环保部', '合成车间', '精馏车间', '储运车间', '公用工程车间', '设备维修部'];

const PPE = '按规定佩戴安全帽、防护眼镜、防化手套';
const LEAK = '发现泄漏立即关闭上游阀门，疏散无关人员，佩戴空气呼吸器处置';

export const DEMO_POINTS: DemoPoint[] = [
  {
    name: '合成车间反应釜区',
    category: 'FACILITY_AREA',
    dept: '合成车间',
    places: ['合成车间'],
    hazardSummary: '反应失控超温超压、物料泄漏、中毒窒息',
    emergencyMeasures: '启动紧急冷却与泄压，停止进料；人员撤离至上风向集合点；拨打厂内应急电话 8119',
    analyses: [
      {
        kind: 'device',
        name: '1#反应釜',
        deviceCode: 'R-101',
        category: 'SPECIAL_EQUIPMENT',
        specialEquipmentType: '2000',
        items: [
          [
            '安全阀',
            '安全阀超期未校验，超压时不能起跳',
            '21',
            ['17'],
            { T: '设置安全阀及爆破片双重泄压', M: '安全阀每年校验一次' },
            ['LS', 2, 5],
          ],
          [
            '温度联锁',
            '温度联锁失效导致反应失控',
            '21',
            ['18', '07'],
            { T: '设置温度高高联锁切断进料', M: '联锁每季度测试' },
            ['LS', 3, 5],
          ],
          [
            '搅拌传动部位',
            '传动部位防护罩缺失',
            '21',
            ['03'],
            { T: '加装防护罩', E: '岗位培训' },
            ['LS', 2, 2],
          ],
          [
            '人孔法兰',
            '法兰密封失效物料泄漏',
            '21',
            ['19', '08'],
            { M: '定期巡检紧固', P: PPE, U: LEAK },
            ['LS', 3, 3],
          ],
        ],
      },
      {
        kind: 'job',
        name: '反应釜投料',
        routineType: 'ROUTINE',
        items: [
          [
            '确认釜内压力和温度',
            '未确认即开盖导致物料喷出',
            '12',
            ['07'],
            { M: '严格执行投料操作规程', P: PPE },
            ['LEC', 3, 6, 7],
          ],
          [
            '人工投加固体物料',
            '粉尘飞扬吸入',
            '22',
            ['19'],
            { T: '投料口设置局部排风', P: '佩戴防尘口罩' },
            ['LEC', 3, 6, 3],
          ],
          [
            '开启进料阀',
            '阀门开错导致误投料',
            '12',
            ['18'],
            { M: '阀门挂牌标识，双人确认' },
            ['LEC', 1, 6, 15],
          ],
        ],
      },
    ],
  },
  {
    name: '精馏塔区',
    category: 'FACILITY_AREA',
    dept: '精馏车间',
    places: ['精馏车间'],
    hazardSummary: '易燃液体泄漏火灾爆炸、高处坠落',
    emergencyMeasures: '切断热源和进料，启动消防水炮；高处人员沿安全通道撤离',
    analyses: [
      {
        kind: 'device',
        name: '精馏塔',
        deviceCode: 'T-201',
        category: 'PRODUCTION',
        items: [
          [
            '塔顶冷凝器',
            '冷却水中断导致塔压升高',
            '21',
            ['17'],
            { T: '冷却水低流量报警', M: '巡检记录' },
            ['LS', 2, 4],
          ],
          [
            '塔体平台护栏',
            '护栏松动缺失',
            '21',
            ['09'],
            { T: '护栏高度不低于1.2米', P: '高处作业系安全带' },
            ['LS', 2, 3],
          ],
          ['静电接地', '接地电阻超标', '21', ['08'], { M: '每年检测接地电阻' }, ['LS', 3, 4]],
        ],
      },
      {
        kind: 'job',
        name: '精馏塔开停车',
        routineType: 'NON_ROUTINE',
        items: [
          [
            '氮气置换',
            '置换不彻底形成爆炸性混合物',
            '22',
            ['18'],
            { M: '置换后取样分析合格方可进料' },
            ['LEC', 1, 3, 40],
          ],
          [
            '升温升压',
            '升温过快导致设备损坏泄漏',
            '12',
            ['08'],
            { M: '按开车方案控制升温速率', U: LEAK },
            ['LEC', 3, 3, 7],
          ],
        ],
      },
    ],
  },
  {
    name: '甲醇储罐区',
    category: 'FACILITY_AREA',
    dept: '储运车间',
    places: ['储罐区'],
    hazardSummary: '甲醇泄漏引发火灾爆炸和中毒',
    emergencyMeasures: '关闭罐根阀，启动围堰泡沫系统；禁止一切明火，设置警戒区',
    isMajorHazardSource: true,
    analyses: [
      {
        kind: 'device',
        name: '甲醇储罐',
        deviceCode: 'V-301',
        category: 'STORAGE',
        items: [
          ['呼吸阀与阻火器', '阻火器堵塞失效', '21', ['18'], { M: '每半年清理检查阻火器' }, ['LS', 3, 5]],
          [
            '液位计',
            '液位计失灵导致冒罐',
            '21',
            ['08'],
            { T: '设置高液位报警及联锁', M: '液位计定期校验' },
            ['LS', 2, 5],
          ],
          ['防火堤', '防火堤破损', '21', ['08'], { M: '每月检查防火堤完好' }, ['LS', 2, 3]],
        ],
      },
      {
        kind: 'job',
        name: '甲醇装卸车',
        routineType: 'ROUTINE',
        items: [
          [
            '连接静电接地夹',
            '未接静电接地产生火花',
            '12',
            ['08', '18'],
            { T: '设置静电接地报警仪', M: '装车前确认接地' },
            ['LEC', 3, 6, 15],
          ],
          [
            '连接装卸鹤管',
            '鹤管连接不牢泄漏',
            '21',
            ['19', '08'],
            { M: '连接后试压检查', P: PPE, U: LEAK },
            ['LEC', 1, 6, 15],
          ],
        ],
      },
    ],
  },
  {
    name: '液氨储存区',
    category: 'FACILITY_AREA',
    dept: '储运车间',
    places: ['储罐区'],
    hazardSummary: '液氨泄漏中毒、容器爆炸',
    emergencyMeasures: '启动水喷淋吸收，佩戴正压式空气呼吸器和重型防化服处置；周边500米疏散',
    isMajorHazardSource: true,
    override: { level: 'MAJOR', reason: '构成三级重大危险源，直接判定为重大风险' },
    analyses: [
      {
        kind: 'device',
        name: '液氨储罐',
        deviceCode: 'V-401',
        category: 'SPECIAL_EQUIPMENT',
        specialEquipmentType: '2000',
        items: [
          [
            '氨气检测报警',
            '检测报警器失效',
            '21',
            ['19'],
            { T: '设置有毒气体检测报警并与喷淋联锁', M: '每季度标定' },
            ['LS', 2, 5],
          ],
          [
            '紧急切断阀',
            '紧急切断阀失灵',
            '21',
            ['19', '17'],
            { T: '设置远程紧急切断', M: '每月动作测试' },
            ['LS', 2, 4],
          ],
        ],
      },
    ],
  },
  {
    name: '危化品仓库',
    category: 'FACILITY_AREA',
    dept: '储运车间',
    places: ['危化品仓库'],
    hazardSummary: '禁忌物混存反应、搬运伤害',
    emergencyMeasures: '发现异常立即报告，使用仓库配置的干粉灭火器初期扑救',
    analyses: [
      {
        kind: 'job',
        name: '危化品出入库',
        routineType: 'ROUTINE',
        items: [
          [
            '核对物料与禁忌',
            '禁忌物料混存',
            '43',
            ['18'],
            { M: '按禁忌表分区存放，建立出入库台账' },
            ['LEC', 1, 6, 7],
          ],
          ['人工搬运', '包装破损泄漏接触', '12', ['07'], { P: PPE, E: '危化品搬运培训' }, ['LEC', 3, 6, 3]],
          ['堆码', '堆垛过高倒塌', '12', ['01'], { M: '堆高不超过3米' }, ['LEC', 1, 6, 3]],
        ],
      },
    ],
  },
  {
    name: '变配电室',
    category: 'FACILITY_AREA',
    dept: '公用工程车间',
    places: ['变配电室'],
    hazardSummary: '触电、电气火灾',
    emergencyMeasures: '切断电源后施救，使用二氧化碳灭火器扑救电气火灾',
    analyses: [
      {
        kind: 'device',
        name: '10kV高压开关柜',
        deviceCode: 'GG-01',
        category: 'ELECTRICAL',
        items: [
          [
            '五防闭锁',
            '五防闭锁失效误操作',
            '21',
            ['05'],
            { T: '完善五防闭锁', M: '操作票制度' },
            ['LS', 2, 5],
          ],
          [
            '绝缘垫',
            '绝缘垫老化破损',
            '21',
            ['05'],
            { M: '每年试验绝缘用具', P: '穿绝缘靴戴绝缘手套' },
            ['LS', 2, 4],
          ],
          ['电缆沟', '电缆沟进水、鼠患', '31', ['08'], { T: '封堵电缆孔洞', M: '巡检' }, ['LS', 2, 2]],
        ],
      },
    ],
  },
  {
    name: '燃气锅炉房',
    category: 'FACILITY_AREA',
    dept: '公用工程车间',
    places: ['燃气锅炉房'],
    hazardSummary: '锅炉爆炸、燃气泄漏爆炸',
    emergencyMeasures: '关闭燃气总阀，打开门窗通风，严禁开关电器',
    analyses: [
      {
        kind: 'device',
        name: '4t/h燃气蒸汽锅炉',
        deviceCode: 'B-01',
        category: 'SPECIAL_EQUIPMENT',
        specialEquipmentType: '1000',
        items: [
          [
            '水位计',
            '水位计失灵缺水干烧',
            '21',
            ['16'],
            { T: '设置低水位联锁停炉', M: '司炉工持证上岗' },
            ['LS', 2, 5],
          ],
          ['燃气管道', '燃气泄漏', '21', ['18'], { T: '设置可燃气体报警与紧急切断', U: LEAK }, ['LS', 2, 4]],
          ['安全阀', '安全阀锈死', '21', ['16'], { M: '每年校验安全阀' }, ['LS', 1, 5]],
        ],
      },
    ],
  },
  {
    name: '空压站',
    category: 'FACILITY_AREA',
    dept: '公用工程车间',
    places: ['空压站'],
    hazardSummary: '储气罐超压、噪声',
    emergencyMeasures: '停机泄压后检修，噪声区佩戴耳塞',
    analyses: [
      {
        kind: 'device',
        name: '螺杆空压机及储气罐',
        deviceCode: 'C-01',
        category: 'PRODUCTION',
        items: [
          ['储气罐压力表', '压力表超期未检', '21', ['17'], { M: '压力表每半年检定' }, ['LS', 2, 3]],
          ['皮带传动', '传动皮带防护缺失', '21', ['03'], { T: '加装防护罩' }, ['LS', 1, 3]],
        ],
      },
    ],
  },
  {
    name: '动火作业',
    category: 'OPERATION',
    dept: '设备维修部',
    places: ['合成车间', '精馏车间'],
    hazardSummary: '动火引发火灾爆炸、灼烫',
    emergencyMeasures: '立即停止动火，使用现场灭火器扑救，报告安全环保部',
    analyses: [
      {
        kind: 'job',
        name: '检修动火',
        routineType: 'SPECIAL',
        items: [
          [
            '办理动火作业票',
            '未办票擅自动火',
            '43',
            ['08'],
            { M: '严格执行特殊作业票证制度' },
            ['LEC', 1, 3, 40],
          ],
          ['动火分析', '可燃气体浓度超标', '22', ['18'], { M: '动火前30分钟内取样分析' }, ['LEC', 1, 3, 40]],
          [
            '现场监护',
            '监护人离岗',
            '12',
            ['08'],
            { M: '监护人全程在场', E: '监护人培训' },
            ['LEC', 3, 3, 15],
          ],
          ['焊接作业', '焊渣飞溅灼烫', '21', ['07'], { P: '穿戴焊工防护服和面罩' }, ['LEC', 3, 3, 3]],
        ],
      },
    ],
  },
  {
    name: '叉车装卸作业',
    category: 'OPERATION',
    dept: '储运车间',
    places: ['成品仓库'],
    hazardSummary: '车辆伤害、物体打击',
    emergencyMeasures: '发生碰撞立即停车，拨打120并保护现场',
    analyses: [
      {
        kind: 'job',
        name: '叉车装卸',
        routineType: 'ROUTINE',
        items: [
          ['出车前检查', '制动失灵', '21', ['02'], { M: '每班点检记录' }, ['LEC', 1, 6, 7]],
          [
            '货物叉运',
            '超载、视线受阻撞人',
            '12',
            ['02'],
            { M: '限速5km/h，倒车鸣笛', E: '叉车司机持证' },
            ['LEC', 3, 6, 7],
          ],
          ['货物堆放', '货物坠落', '12', ['01'], { M: '货叉不得载人' }, ['LEC', 1, 6, 3]],
        ],
      },
    ],
  },
  {
    name: '有限空间作业',
    category: 'OPERATION',
    dept: '安全环保部',
    places: ['储罐区', '污水处理站'],
    hazardSummary: '中毒窒息、盲目施救导致伤亡扩大',
    emergencyMeasures: '严禁盲目施救，佩戴空气呼吸器使用三脚架救援，拨打120',
    analyses: [
      {
        kind: 'job',
        name: '储罐清罐作业',
        routineType: 'SPECIAL',
        items: [
          [
            '隔离置换通风',
            '隔离不彻底有毒气体进入',
            '22',
            ['19'],
            { M: '加盲板隔离并挂牌', T: '强制通风' },
            ['LEC', 3, 3, 40],
          ],
          [
            '气体检测',
            '缺氧或有毒气体超标',
            '22',
            ['19'],
            { M: '先检测后作业，连续监测' },
            ['LEC', 1, 3, 40],
            'ACCIDENT_CONDITIONS_REMAIN',
          ],
          [
            '罐内清理',
            '照明不足、滑倒',
            '31',
            ['20'],
            { T: '使用安全电压照明', P: '穿防滑鞋' },
            ['LEC', 3, 3, 3],
          ],
        ],
      },
    ],
  },
  {
    name: '污水处理站',
    category: 'FACILITY_AREA',
    dept: '公用工程车间',
    places: ['污水处理站'],
    hazardSummary: '硫化氢中毒、淹溺',
    emergencyMeasures: '撤离至上风向，佩戴呼吸器后施救，使用救生圈',
    analyses: [
      {
        kind: 'device',
        name: '调节池',
        deviceCode: 'P-01',
        category: 'SAFETY_FACILITY',
        items: [
          ['池边护栏', '护栏缺失落水', '21', ['06'], { T: '设置1.2米护栏及救生圈' }, ['LS', 2, 4]],
          [
            '硫化氢检测',
            '硫化氢聚集',
            '22',
            ['19'],
            { T: '设置固定式检测报警仪', P: '携带便携式检测仪' },
            ['LS', 3, 4],
          ],
        ],
      },
    ],
  },
];

/**
 * Measures the analyses called for beyond the existing ones (建议新增措施), per risk point: category,
 * content, and whether done by now (新增措施落实率 on 综合分析 reads them).
 */
export const DEMO_NEW_MEASURES: Record<string, [string, string, 'DONE' | 'PLANNED'][]> = {
  液氨储存区: [
    ['TECHNOLOGY', '储罐区增设氨气泄漏紧急切断与水喷淋联锁', 'DONE'],
    ['TECHNOLOGY', '氨气检测报警仪接入DCS并双回路供电', 'PLANNED'],
  ],
  甲醇储罐区: [
    ['TECHNOLOGY', '储罐增设高高液位联锁切断进料阀', 'DONE'],
    ['MANAGEMENT', '装卸车实行双人确认与静电接地检查表', 'DONE'],
  ],
  有限空间作业: [['PROTECTION', '配备正压式空气呼吸器和便携式四合一检测仪', 'DONE']],
  合成车间反应釜区: [['TECHNOLOGY', '反应釜温度压力超限自动联锁停车', 'PLANNED']],
  动火作业: [['MANAGEMENT', '动火作业票电子化审批与现场视频监护', 'DONE']],
};
