import { defineResource, type FieldDef, tenantField } from '../resource';

/** Comma-joined ids, as the client sends and reads a user's roles, departments and posts (api-contract §5.1). */
const idList = (zh: string, en: string): FieldDef => ({
  type: 'string',
  label: { zh, en },
  max: 1000,
  pattern: { source: '^(\\d{1,19}(,\\d{1,19})*)?$', message: { zh: '编号格式不正确', en: 'invalid ids' } },
  list: false,
  excel: false,
});

/**
 * Users (api-contract §5.1). Rows belong to a tenant, but the platform administrator manages every
 * tenant's users, so the tenant condition is the module's row filter (modules/user/user-service.ts)
 * rather than `tenantScoped`. The password is written once, hashed, and never read back; the state
 * (`status`: pending, active, disabled) changes only through approval.
 */
export const userResource = defineResource({
  name: 'user',
  table: 'calf_user',
  path: '/calf-user',
  label: { zh: '用户管理', en: 'Users' },
  permission: 'user',
  tenantScoped: false,
  defaultSort: [{ column: 'id', asc: true }],
  calls: ['page', 'list', 'detail', 'submit', 'update', 'remove'],
  fields: {
    tenantId: tenantField,
    account: {
      type: 'string',
      label: { zh: '登录账号', en: 'Account' },
      required: true,
      requiredMessage: { zh: '请输入登录账号', en: 'please enter the account' },
      max: 45,
      pattern: {
        source: '^[A-Za-z0-9_.@-]+$',
        message: { zh: '账号只能包含字母、数字和 _.@-', en: 'letters, digits and _.@- only' },
      },
      search: 'like',
    },
    password: {
      type: 'string',
      label: { zh: '密码', en: 'Password' },
      max: 64,
      secret: true,
      list: false,
      excel: false,
    },
    name: { type: 'string', label: { zh: '用户昵称', en: 'Nickname' }, max: 50, list: false },
    realName: {
      type: 'string',
      label: { zh: '用户姓名', en: 'Real name' },
      required: true,
      requiredMessage: { zh: '请输入用户姓名', en: 'please enter the real name' },
      max: 50,
      search: 'like',
    },
    code: { type: 'string', label: { zh: '用户编号', en: 'Code' }, max: 30, list: false },
    userType: {
      type: 'int',
      label: { zh: '用户平台', en: 'Platform' },
      dict: 'user_type',
      search: 'equal',
    },
    email: { type: 'string', label: { zh: '电子邮箱', en: 'Email' }, max: 100, list: false },
    phone: {
      type: 'string',
      label: { zh: '手机号码', en: 'Phone' },
      max: 30,
      pattern: {
        source: '^(1[3-9]\\d{9})?$',
        message: { zh: '手机号码格式不正确', en: 'invalid mobile number' },
      },
    },
    avatar: { type: 'string', label: { zh: '头像', en: 'Avatar' }, max: 1000, list: false, excel: false },
    birthday: { type: 'datetime', label: { zh: '用户生日', en: 'Birthday' }, list: false },
    sex: { type: 'int', label: { zh: '用户性别', en: 'Gender' }, dict: 'sex', list: false },
    roleId: idList('所属角色', 'Roles'),
    deptId: idList('所属机构', 'Departments'),
    postId: idList('所属岗位', 'Posts'),
    status: {
      type: 'int',
      label: { zh: '状态', en: 'Status' },
      dict: 'user_status',
      calc: true,
      search: 'equal',
    },
  },
});
