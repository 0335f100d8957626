import type { AdminDevMessages } from './zh-CN';

const adminDevEn: AdminDevMessages = {
  testConnection: 'Test connection',
  connectionOk: 'Connection succeeded',
  configure: 'Configure fields',
  configureTitle: '[{{name}}] fields',
  datasource: 'Data source',
  table: 'Table',
  loadFields: 'Load fields',
  noFields: 'Pick a table, then load its fields',
  saved: 'Saved',
  copy: 'Copy',
  copied: 'Copied',
  generate: 'Generate code',
  generateConfirm: 'Generate the code of the selected modules?',
  generated: 'Code generated',
  zipFiles: 'Archive contents',
  fileName: 'File',
  fileSize: 'Size',
  generateSelected: 'Generate selected',
  components: {
    input: 'Input',
    textarea: 'Text area',
    number: 'Number',
    select: 'Select',
    radio: 'Radio',
    checkbox: 'Checkbox',
    switch: 'Switch',
    date: 'Date',
    datetime: 'Date time',
    time: 'Time',
  },
  queryTypes: { equal: 'Equal', like: 'Like', between: 'Between' },
};

export default { adminDev: adminDevEn };
