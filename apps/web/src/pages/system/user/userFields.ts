import type { FieldDef } from '@dp/domain';
import type { FieldCheck } from '@/crud/rules';
import type { FieldSpec, FormMode } from '@/crud/types';

type T = (key: string) => string;
const isBlank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/** The spec's phone checks after 'not empty' (§5): 11 digits, then the mobile format. */
export function phoneChecks(t: T): FieldCheck[] {
  return [
    { message: t('admin.user.phoneLength'), test: (v) => isBlank(v) || String(v).trim().length === 11 },
    {
      message: t('admin.user.phoneFormat'),
      test: (v) => isBlank(v) || /^1[3-9]\d{9}$/.test(String(v).trim()),
    },
  ];
}

export function passwordChecks(t: T): FieldCheck[] {
  return [{ message: t('admin.user.passwordMin'), test: (v) => isBlank(v) || String(v).length >= 6 }];
}

export function emailChecks(t: T): FieldCheck[] {
  return [
    {
      message: t('admin.user.emailFormat'),
      test: (v) => isBlank(v) || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(v)),
    },
  ];
}

/** The password is set only when adding; afterwards it is reset, never edited. */
export function userFormFields(mode: FormMode, fields: FieldSpec[]): FieldSpec[] {
  return mode === 'add' ? fields : fields.filter((f) => f.name !== 'password');
}

/** User fields (api-contract §5.1): ids of depts, roles and posts are comma-joined strings. */
export const userFields: Record<string, FieldDef> = {
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
    required: true,
    requiredMessage: { zh: '请输入密码', en: 'please enter the password' },
    max: 64,
    list: false,
  },
  realName: {
    type: 'string',
    label: { zh: '用户姓名', en: 'Real name' },
    required: true,
    requiredMessage: { zh: '请输入用户姓名', en: 'please enter the real name' },
    max: 50,
    search: 'like',
  },
  name: { type: 'string', label: { zh: '用户昵称', en: 'Nickname' }, max: 50, list: false },
  phone: {
    type: 'string',
    label: { zh: '手机号码', en: 'Phone' },
    required: true,
    requiredMessage: { zh: '手机号码不能为空', en: 'The phone number cannot be empty' },
  },
  email: { type: 'string', label: { zh: '电子邮箱', en: 'Email' }, max: 100, list: false },
  sex: {
    type: 'int',
    label: { zh: '用户性别', en: 'Gender' },
    dict: 'sex',
    component: 'select',
    list: false,
  },
  deptId: {
    type: 'string',
    label: { zh: '所属机构', en: 'Departments' },
    required: true,
    requiredMessage: { zh: '请选择所属机构', en: 'please select the department' },
    component: 'tree-select',
    list: false,
  },
  roleId: {
    type: 'string',
    label: { zh: '所属角色', en: 'Roles' },
    required: true,
    requiredMessage: { zh: '请选择所属角色', en: 'please select the role' },
    component: 'tree-select',
    list: false,
  },
  postId: {
    type: 'string',
    label: { zh: '所属岗位', en: 'Posts' },
    component: 'select',
    list: false,
  },
  deptName: { type: 'string', label: { zh: '所属机构', en: 'Departments' }, form: false },
  roleName: { type: 'string', label: { zh: '所属角色', en: 'Roles' }, form: false },
  postName: { type: 'string', label: { zh: '所属岗位', en: 'Posts' }, form: false, list: false },
  statusName: { type: 'string', label: { zh: '状态', en: 'Status' }, form: false },
};
