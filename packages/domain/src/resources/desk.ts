import { defineResource } from '../resource';

/** Notices (通知公告): rich text, sanitized by the server; every user of the tenant reads them. */
export const noticeResource = defineResource({
  name: 'notice',
  table: 'calf_notice',
  path: '/calf-desk/notice',
  label: { zh: '通知公告', en: 'Notices' },
  permission: 'notice',
  tenantScoped: true,
  readOpen: true,
  defaultSort: [{ column: 'releaseTime', asc: false }],
  calls: ['page', 'list', 'get', 'detail', 'save', 'update', 'submit', 'remove', 'exportExcel'],
  fields: {
    title: {
      type: 'string',
      label: { zh: '通知标题', en: 'Title' },
      required: true,
      requiredMessage: { zh: '请输入通知标题', en: 'please enter the title' },
      max: 255,
      search: 'like',
      sortable: true,
    },
    category: {
      type: 'int',
      label: { zh: '通知类型', en: 'Category' },
      dict: 'notice',
      required: true,
      requiredMessage: { zh: '请选择通知类型', en: 'please select the category' },
      search: 'equal',
      component: 'select',
    },
    releaseTime: {
      type: 'datetime',
      label: { zh: '发布时间', en: 'Release time' },
      required: true,
      requiredMessage: { zh: '请选择发布时间', en: 'please select the release time' },
      search: 'daterange',
      sortable: true,
      component: 'datetime',
    },
    content: {
      type: 'text',
      label: { zh: '通知内容', en: 'Content' },
      max: 20000,
      component: 'textarea',
      span: 24,
      list: false,
    },
  },
});
