/** The built-in GB 2894 sign library seeded in every tenant: code, name, category, pictogram, where it is set. */
export type SignCategory = 'PROHIBITION' | 'WARNING' | 'MANDATORY' | 'INFORMATION';

export type BuiltInSign = {
  code: string;
  name: string;
  category: SignCategory;
  glyph: string;
  description: string;
};

const sign = (code: string, name: string, category: SignCategory, glyph: string, description: string) => ({
  code,
  name,
  category,
  glyph,
  description,
});

export const BUILT_IN_SIGNS: BuiltInSign[] = [
  sign(
    'GB-P01',
    '禁止吸烟',
    'PROHIBITION',
    'cigarette',
    '有甲、乙、丙类火灾危险物质的场所和禁止吸烟的公共场所',
  ),
  sign(
    'GB-P02',
    '禁止烟火',
    'PROHIBITION',
    'match',
    '有甲、乙、丙类火灾危险物质的场所，如面粉厂、油漆间、油库',
  ),
  sign('GB-P03', '禁止带火种', 'PROHIBITION', 'flame', '有甲类火灾危险物质及其他禁止带火种的各种危险场所'),
  sign('GB-P04', '禁止用水灭火', 'PROHIBITION', 'drops', '生产、储运、使用中有不准用水灭火的物质的场所'),
  sign('GB-P05', '禁止启动', 'PROHIBITION', 'power', '暂停使用的设备附近，如设备检修、更换零件等'),
  sign('GB-P06', '禁止合闸', 'PROHIBITION', 'switch', '设备或线路检修时，相应开关附近'),
  sign('GB-P07', '禁止触摸', 'PROHIBITION', 'hand', '禁止触摸的设备或物体附近，如裸露的带电体、炽热物体'),
  sign('GB-P08', '禁止通行', 'PROHIBITION', 'walking', '有危险的作业区，如起重、爆破现场，道路施工工地'),
  sign(
    'GB-P09',
    '禁止攀登',
    'PROHIBITION',
    'ladder',
    '不允许攀爬的危险地点，如有坍塌危险的建筑物、构筑物、设备旁',
  ),
  sign(
    'GB-P10',
    '禁止入内',
    'PROHIBITION',
    'stop',
    '易造成事故或对人员有伤害的场所，如高压设备室、各种污染源入口',
  ),
  sign('GB-W01', '注意安全', 'WARNING', 'exclamation', '易造成人员伤害的场所及设备处'),
  sign('GB-W02', '当心触电', 'WARNING', 'lightning', '有可能发生触电危险的电器设备和线路，如配电室、开关等'),
  sign('GB-W03', '当心机械伤人', 'WARNING', 'gear', '易发生机械卷入、轧压、碾压、剪切等机械伤害的作业地点'),
  sign(
    'GB-W04',
    '当心坠落',
    'WARNING',
    'falling',
    '易发生坠落事故的作业地点，如脚手架、高处平台、地面的深沟（池、槽）',
  ),
  sign(
    'GB-W05',
    '当心火灾',
    'WARNING',
    'flame',
    '易发生火灾的危险场所，如可燃性物质的生产、储运、使用等地点',
  ),
  sign(
    'GB-W06',
    '当心爆炸',
    'WARNING',
    'explosion',
    '易发生爆炸危险的场所，如易燃易爆物质的生产、储运、使用或受压容器等地点',
  ),
  sign('GB-W07', '当心中毒', 'WARNING', 'skull', '剧毒品及有毒物质的生产、储运及使用场所'),
  sign('GB-W08', '当心吊物', 'WARNING', 'hook', '有吊装设备作业的场所，如施工工地、港口、码头、仓库、车间等'),
  sign(
    'GB-W09',
    '当心车辆',
    'WARNING',
    'forklift',
    '厂内车、人混合行走的路段，道路的拐角处、平交路口，车辆出入较多的厂房、车库等出入口',
  ),
  sign(
    'GB-W10',
    '当心落物',
    'WARNING',
    'fallingObject',
    '易发生落物危险的地点，如高处作业、立体交叉作业的下方',
  ),
  sign(
    'GB-W11',
    '当心滑倒',
    'WARNING',
    'slip',
    '地面有易造成伤害的滑跌地点，如地面有油、冰、水等物质及滑坡处',
  ),
  sign('GB-W12', '当心高温表面', 'WARNING', 'hot', '有灼烫物体表面的场所'),
  sign(
    'GB-M01',
    '必须戴安全帽',
    'MANDATORY',
    'helmet',
    '头部易受外力伤害的作业场所，如矿山、建筑工地、伐木场、造船厂及起重吊装处等',
  ),
  sign(
    'GB-M02',
    '必须系安全带',
    'MANDATORY',
    'harness',
    '易发生坠落危险的作业场所，如高处建筑、修理、安装等地点',
  ),
  sign('GB-M03', '必须戴防护眼镜', 'MANDATORY', 'goggles', '对眼睛有伤害的各种作业场所和施工场所'),
  sign(
    'GB-M04',
    '必须戴防尘口罩',
    'MANDATORY',
    'dustMask',
    '具有粉尘的作业场所，如纺织清花车间、粉状物料拌料车间以及矿山凿岩处等',
  ),
  sign(
    'GB-M05',
    '必须戴防毒面具',
    'MANDATORY',
    'gasMask',
    '具有对人体有害的气体、气溶胶、烟尘等作业场所，如有毒物散发的地点或处理由毒物造成的事故现场',
  ),
  sign(
    'GB-M06',
    '必须戴护耳器',
    'MANDATORY',
    'earMuffs',
    '噪声超过85dB的作业场所，如铆接车间、织布车间、射击场、工程爆破、风动掘进等处',
  ),
  sign(
    'GB-M07',
    '必须戴防护手套',
    'MANDATORY',
    'glove',
    '易伤害手部的作业场所，如具有腐蚀、污染、灼烫、冰冻及触电危险的作业等地点',
  ),
  sign(
    'GB-M08',
    '必须穿防护鞋',
    'MANDATORY',
    'boot',
    '易伤害脚部的作业场所，如具有腐蚀、灼烫、触电、砸(刺)伤等危险的作业地点',
  ),
  sign('GB-M09', '必须加锁', 'MANDATORY', 'lock', '剧毒品、危险品库房等地点'),
  sign('GB-M10', '必须接地', 'MANDATORY', 'ground', '防雷、防静电场所'),
  sign(
    'GB-E01',
    '紧急出口',
    'INFORMATION',
    'exit',
    '便于安全疏散的紧急出口处，与方向箭头结合设在通向紧急出口的通道、楼梯口等处',
  ),
  sign('GB-E02', '疏散通道方向', 'INFORMATION', 'arrow', '与紧急出口标志结合，指示到紧急出口的方向'),
  sign('GB-E03', '应急避难场所', 'INFORMATION', 'shelter', '发生突发事件时用于容纳危险区域内疏散人员的场所'),
  sign('GB-E04', '急救点', 'INFORMATION', 'firstAid', '设置现场急救仪器设备及药品的地点'),
  sign('GB-E05', '应急电话', 'INFORMATION', 'phone', '安装应急电话的地点'),
  sign('GB-E06', '紧急集合点', 'INFORMATION', 'assembly', '发生紧急情况时人员集合、清点的地点'),
];

export const builtInSign = (code: string): BuiltInSign | undefined =>
  BUILT_IN_SIGNS.find((s) => s.code === code);
