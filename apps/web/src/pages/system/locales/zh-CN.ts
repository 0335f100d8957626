export const systemZh = {
  config: '字典配置',
  addChild: '新增子项',
  configTitle: '[{{name}}] 字典配置',
  parentTitle: '字典列表',
  childTitle: '字典项',
  pickParent: '请先选择一个字典',
};

export type SystemMessages = typeof systemZh;

export default { systemPages: systemZh };
