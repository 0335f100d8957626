import { defineResource, type FieldDef } from '../resource';

const s = (zh: string, en: string, max: number, extra: Partial<FieldDef> = {}): FieldDef => ({
  type: 'string',
  label: { zh, en },
  max,
  ...extra,
});
const t = (zh: string, en: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  type: 'text',
  label: { zh, en },
  list: false,
  span: 24,
  ...extra,
});

/** Fields every log kind carries (api-contract §5.11). */
const common = {
  tenantId: s('租户编号', 'Tenant', 12, { search: 'equal' }),
  serviceId: s('服务编号', 'Service', 32, { list: false }),
  method: s('请求方法', 'Method', 10, { search: 'equal' }),
  requestUri: s('请求地址', 'Request URI', 1000, { search: 'like' }),
  userAgent: s('用户代理', 'User agent', 1000, { list: false }),
  remoteIp: s('操作IP', 'Remote IP', 64, { search: 'like' }),
  params: t('请求参数', 'Parameters'),
  createBy: s('操作人', 'Operator', 64, { search: 'like' }),
  createTime: {
    type: 'datetime',
    label: { zh: '操作时间', en: 'Time' },
    search: 'daterange',
    sortable: true,
  } as FieldDef,
} satisfies Record<string, FieldDef>;

/** Where the call ran (API and usual logs). */
const server = {
  serverHost: s('服务器名', 'Server host', 255, { list: false }),
  serverIp: s('服务器IP', 'Server IP', 255, { list: false }),
  env: s('运行环境', 'Environment', 32, { list: false }),
} satisfies Record<string, FieldDef>;

const readOnly = ['page', 'list', 'get', 'detail', 'exportExcel'] as const;

/** API log: one row per mutating call, written by the server after the response. */
export const logApiResource = defineResource({
  name: 'logApi',
  table: 'calf_log_api',
  path: '/calf-log/api',
  label: { zh: '接口日志', en: 'API Logs' },
  permission: 'logApi',
  tenantScoped: true,
  defaultSort: [{ column: 'createTime', asc: false }],
  calls: [...readOnly],
  fields: {
    title: s('日志标题', 'Title', 255, { search: 'like' }),
    type: s('日志类型', 'Type', 2, { list: false }),
    ...common,
    ...server,
    methodClass: s('方法类', 'Class', 255, { list: false }),
    methodName: s('方法名', 'Method name', 255, { list: false }),
    time: { type: 'int', label: { zh: '执行时间(ms)', en: 'Duration (ms)' }, sortable: true },
    httpStatus: { type: 'int', label: { zh: '响应状态', en: 'Status' }, search: 'equal' },
  },
});

/** Usual log: business events (sign-in, tenant creation, ...). */
export const logUsualResource = defineResource({
  name: 'logUsual',
  table: 'calf_log_usual',
  path: '/calf-log/usual',
  label: { zh: '通用日志', en: 'Usual Logs' },
  permission: 'logUsual',
  tenantScoped: true,
  defaultSort: [{ column: 'createTime', asc: false }],
  calls: [...readOnly],
  fields: {
    logId: s('日志编号', 'Log id', 64, { search: 'like' }),
    logLevel: s('日志级别', 'Level', 16, { search: 'equal' }),
    logData: t('日志内容', 'Data', { list: true, search: 'like' }),
    ...common,
    ...server,
    methodClass: s('方法类', 'Class', 255, { list: false }),
    methodName: s('方法名', 'Method name', 255, { list: false }),
  },
});

/** Error log: every 5xx of the server and the errors browsers upload. */
export const logErrorResource = defineResource({
  name: 'logError',
  table: 'calf_log_error',
  path: '/calf-log/error',
  label: { zh: '错误日志', en: 'Error Logs' },
  permission: 'logError',
  tenantScoped: true,
  defaultSort: [{ column: 'createTime', asc: false }],
  calls: [...readOnly],
  fields: {
    exceptionName: s('异常名', 'Exception', 255, { search: 'like' }),
    message: t('异常信息', 'Message', { list: true, search: 'like' }),
    source: s('来源', 'Source', 16, { search: 'equal' }),
    ...common,
    stackTrace: t('堆栈', 'Stack trace', { excel: false }),
  },
});
