import type { AdminRegionMessages } from './zh-CN';

const adminRegionEn: AdminRegionMessages = {
  addChild: 'Add child',
  levels: { l0: 'Country', l1: 'Province', l2: 'City', l3: 'District', l4: 'Town', l5: 'Village' },
};

export default { adminRegion: adminRegionEn };
