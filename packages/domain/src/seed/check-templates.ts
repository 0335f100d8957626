/**
 * Tenant-wide check-item templates of the fire-equipment point kinds (domain-model §6.1), checked
 * monthly. NUMBER items carry their unit and range (outside the range = automatic FAIL).
 */
export type CheckItemTemplate = {
  pointKind: 'EXTINGUISHER' | 'HYDRANT';
  content: string;
  contentEn: string;
  resultType: 'PASS_FAIL' | 'NUMBER';
  unit?: string;
  minValue?: number;
  maxValue?: number;
};

const ext = (content: string, contentEn: string): CheckItemTemplate => ({
  pointKind: 'EXTINGUISHER',
  content,
  contentEn,
  resultType: 'PASS_FAIL',
});
const hyd = (content: string, contentEn: string): CheckItemTemplate => ({
  pointKind: 'HYDRANT',
  content,
  contentEn,
  resultType: 'PASS_FAIL',
});

export const checkItemTemplates: CheckItemTemplate[] = [
  ext('放置位置正确、无遮挡', 'In its place, unobstructed'),
  ext('压力表指针在绿区', 'Pressure gauge needle in the green zone'),
  ext('保险销和铅封完好', 'Safety pin and seal intact'),
  ext('筒体无锈蚀、变形、破损', 'Cylinder free of rust, dents and damage'),
  ext('喷管/喷嘴无老化、堵塞', 'Hose and nozzle not aged or blocked'),
  ext('铭牌与标识清晰', 'Nameplate and labels legible'),
  ext('在维修/报废期限内', 'Within its service and scrap dates'),
  ext('数量与配置一致', 'Quantity matches the configuration'),
  hyd('箱体与箱门完好、开启灵活、无遮挡', 'Cabinet and door intact, open freely, unobstructed'),
  hyd('水带/水枪/接口齐全无霉变破损', 'Hose, nozzle and couplings complete, no mould or damage'),
  hyd('栓口阀门无渗漏、启闭灵活', 'Outlet valve does not leak, opens and closes freely'),
  hyd('启泵按钮与指示灯正常', 'Pump button and indicator lamp work'),
  hyd('标识清晰', 'Signs legible'),
  {
    pointKind: 'HYDRANT',
    content: '静压值正常',
    contentEn: 'Static pressure normal',
    resultType: 'NUMBER',
    unit: 'MPa',
    // GB 50974: static pressure at the least favourable hydrant ≥ 0.07 MPa, at any hydrant ≤ 1.0 MPa.
    minValue: 0.07,
    maxValue: 1.0,
  },
  hyd('室外栓无埋压、冻损', 'Outdoor hydrant not buried or frost-damaged'),
];
