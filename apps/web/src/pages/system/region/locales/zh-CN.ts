export const adminRegionZh = {
  addChild: '新增下级',
  levels: { l0: '国家', l1: '省份', l2: '地市', l3: '区县', l4: '乡镇', l5: '村' },
};

export type AdminRegionMessages = typeof adminRegionZh;

export default { adminRegion: adminRegionZh };
