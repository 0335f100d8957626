import type { SystemMessages } from './zh-CN';

const systemEn: SystemMessages = {
  config: 'Items',
  addChild: 'Add child',
  configTitle: '[{{name}}] items',
  parentTitle: 'Dictionaries',
  childTitle: 'Items',
  pickParent: 'Select a dictionary first',
};

export default { systemPages: systemEn };
