import { ADD, area, type ButtonDef, CRUD, DELETE, DOWNLOAD, EDIT, EXPORT, IMPORT, VIEW } from './builders';
import type { MenuSeed } from './types';

const ENABLE: ButtonDef = ['enable', '启用', 'Enable', 2];

/** 工作台 — the desk notices of api-contract §8. */
export const deskMenu: MenuSeed = area(
  {
    code: 'desk',
    name: '工作台',
    nameEn: 'Workbench',
    path: '/desk',
    source: 'desktop',
    sort: 8,
  },
  [
    {
      code: 'notice',
      name: '通知公告',
      nameEn: 'Notices',
      source: 'notification',
      buttons: [...CRUD, EXPORT],
    },
  ],
);

/** 系统管理 — button sets follow BladeX (api-contract §3, §5). */
export const systemMenu: MenuSeed = area(
  {
    code: 'system',
    name: '系统管理',
    nameEn: 'System Management',
    path: '/system',
    source: 'setting',
    sort: 9,
  },
  [
    {
      code: 'user',
      name: '用户管理',
      nameEn: 'Users',
      source: 'user',
      buttons: [
        ...CRUD,
        ['grant', '角色配置', 'Assign Roles', 1],
        ['reset', '密码重置', 'Reset Password', 1],
        ['unlock', '账号解封', 'Unlock', 1],
        IMPORT,
        EXPORT,
        ['platform', '平台配置', 'Platform Settings', 1],
        // approve = pass a pending (self-registered) account, api-contract §7.
        ['approve', '审核', 'Approve', 3],
      ],
    },
    {
      code: 'dept',
      name: '机构管理',
      nameEn: 'Departments',
      source: 'apartment',
      buttons: CRUD,
    },
    {
      code: 'post',
      name: '岗位管理',
      nameEn: 'Posts',
      source: 'idcard',
      buttons: CRUD,
    },
    {
      code: 'dict',
      name: '系统字典',
      nameEn: 'System Dictionaries',
      source: 'book',
      buttons: CRUD,
    },
    {
      code: 'dictBiz',
      name: '业务字典',
      nameEn: 'Business Dictionaries',
      source: 'book',
      buttons: CRUD,
    },
    {
      code: 'menu',
      name: '菜单管理',
      nameEn: 'Menus',
      source: 'cluster',
      buttons: CRUD,
    },
    {
      code: 'param',
      name: '参数管理',
      nameEn: 'Parameters',
      source: 'tool',
      // The generic layer serves exportExcel, template and import for params.
      buttons: [...CRUD, IMPORT, EXPORT],
    },
    {
      code: 'tenant',
      name: '租户管理',
      nameEn: 'Tenants',
      source: 'bank',
      buttons: [
        ...CRUD,
        ['setting', '授权配置', 'License Settings', 1],
        ['datasource', '数据源配置', 'Data Source', 2],
        ['package', '产品包配置', 'Package Settings', 2],
      ],
    },
    {
      // Spec 000 §2: add, edit and delete are allowed on packages; view is not.
      code: 'tenantPackage',
      name: '租户产品包',
      nameEn: 'Tenant Packages',
      source: 'solution',
      buttons: [ADD, EDIT, DELETE],
    },
    {
      code: 'client',
      name: '应用管理',
      nameEn: 'Clients',
      source: 'desktop',
      buttons: CRUD,
    },
    {
      code: 'region',
      name: '行政区划',
      nameEn: 'Regions',
      source: 'global',
      buttons: [...CRUD, IMPORT, EXPORT],
    },
  ],
);

/** 权限管理 — roles, data and API scopes, top menus. */
export const authorityMenu: MenuSeed = area(
  {
    code: 'authority',
    name: '权限管理',
    nameEn: 'Permission Management',
    path: '/authority',
    source: 'lock',
    sort: 10,
  },
  [
    {
      code: 'role',
      name: '角色管理',
      nameEn: 'Roles',
      source: 'team',
      buttons: [...CRUD, ['grant', '权限设置', 'Grant Permissions', 1]],
    },
    {
      // The page lists menus; setting opens the scope rows of one menu.
      code: 'dataScope',
      name: '数据权限',
      nameEn: 'Data Scopes',
      source: 'database',
      buttons: [...CRUD, ['setting', '权限配置', 'Configure Scopes', 2]],
    },
    {
      code: 'apiScope',
      name: '接口权限',
      nameEn: 'API Scopes',
      source: 'key',
      buttons: [...CRUD, ['setting', '权限配置', 'Configure Scopes', 2]],
    },
    {
      code: 'topMenu',
      name: '顶部菜单',
      nameEn: 'Top Menus',
      source: 'layout',
      buttons: [...CRUD, EXPORT, ['grant', '菜单配置', 'Assign Menus', 1]],
    },
  ],
);

/** 日志管理 — read-only logs (api-contract §5.11). */
export const logMenu: MenuSeed = area(
  {
    code: 'log',
    name: '日志管理',
    nameEn: 'Log Management',
    path: '/monitor/log',
    source: 'file-text',
    sort: 11,
  },
  [
    {
      code: 'logUsual',
      name: '通用日志',
      nameEn: 'Usual Logs',
      path: '/monitor/log/usual',
      source: 'file-text',
      buttons: [VIEW, EXPORT],
    },
    {
      code: 'logApi',
      name: '接口日志',
      nameEn: 'API Logs',
      path: '/monitor/log/api',
      source: 'file-text',
      buttons: [VIEW, EXPORT],
    },
    {
      code: 'logError',
      name: '错误日志',
      nameEn: 'Error Logs',
      path: '/monitor/log/error',
      source: 'warning',
      buttons: [VIEW, EXPORT],
    },
  ],
);

/** 资源管理 — object storage, SMS and attachments (api-contract §5.12). */
export const resourceMenu: MenuSeed = area(
  {
    code: 'resource',
    name: '资源管理',
    nameEn: 'Resource Management',
    path: '/resource',
    source: 'cloud',
    sort: 12,
  },
  [
    {
      code: 'oss',
      name: '对象存储',
      nameEn: 'Object Storage',
      source: 'cloud',
      buttons: [...CRUD, EXPORT, ENABLE],
    },
    {
      code: 'sms',
      name: '短信配置',
      nameEn: 'SMS Settings',
      source: 'message',
      buttons: [...CRUD, EXPORT, ENABLE, ['send', '发送测试', 'Send Test', 2]],
    },
    {
      code: 'attach',
      name: '附件管理',
      nameEn: 'Attachments',
      source: 'file',
      buttons: [['upload', '上传', 'Upload', 1], DOWNLOAD, DELETE, VIEW],
    },
  ],
);

/** 研发工具 — data sources, models and the code generator (api-contract §5.13). */
export const toolMenu: MenuSeed = area(
  {
    code: 'tool',
    name: '研发工具',
    nameEn: 'Development Tools',
    path: '/tool',
    source: 'code',
    sort: 13,
  },
  [
    {
      code: 'datasource',
      name: '数据源管理',
      nameEn: 'Data Sources',
      source: 'database',
      buttons: CRUD,
    },
    {
      code: 'model',
      name: '数据模型',
      nameEn: 'Data Models',
      source: 'cluster',
      buttons: [...CRUD, EXPORT, ['setting', '模型配置', 'Configure Model', 2]],
    },
    {
      code: 'code',
      name: '代码生成',
      nameEn: 'Code Generator',
      source: 'code',
      buttons: [...CRUD, ['gen', '代码生成', 'Generate Code', 3], ['copy', '复制', 'Copy', 2]],
    },
  ],
);
