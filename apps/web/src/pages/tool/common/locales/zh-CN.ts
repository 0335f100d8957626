export const adminDevZh = {
  testConnection: '测试连接',
  connectionOk: '连接成功',
  configure: '模型配置',
  configureTitle: '[{{name}}] 模型配置',
  datasource: '数据源',
  table: '数据表',
  loadFields: '加载字段',
  noFields: '请选择数据表后加载字段',
  saved: '保存成功',
  copy: '复制',
  copied: '复制成功',
  generate: '代码生成',
  generateConfirm: '确定生成选中模块的代码?',
  generated: '代码生成成功',
  zipFiles: '压缩包内容',
  fileName: '文件',
  fileSize: '大小',
  generateSelected: '批量生成',
  components: {
    input: '输入框',
    textarea: '多行文本',
    number: '数字',
    select: '下拉框',
    radio: '单选框',
    checkbox: '多选框',
    switch: '开关',
    date: '日期',
    datetime: '日期时间',
    time: '时间',
  },
  queryTypes: { equal: '等于', like: '模糊', between: '区间' },
};

export type AdminDevMessages = typeof adminDevZh;

export default { adminDev: adminDevZh };
