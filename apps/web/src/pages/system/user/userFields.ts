import { type FieldDef, resources } from '@dp/domain';
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

const user = resources.user.fields;
const required = (f: FieldDef, zh: string, en: string): FieldDef => ({
  ...f,
  required: true,
  requiredMessage: { zh, en },
});
/** A read-only column of the names the server adds for a field (`deptName` for `deptId`). */
const names = (f: FieldDef, list = true): FieldDef => ({ type: 'string', label: f.label, form: false, list });

/**
 * The user screen's fields, from the domain's user definition (api-contract §5.1): what the form
 * asks for beyond the server's rules (the password when adding, phone, departments and roles) and
 * the pickers' components; ids of depts, roles and posts are comma-joined strings.
 */
export const userFields: Record<string, FieldDef> = {
  account: user.account,
  // the definition keeps the password secret (never read back); the add form asks for it
  password: { ...required(user.password, '请输入密码', 'please enter the password'), secret: undefined },
  realName: user.realName,
  name: user.name,
  // phoneChecks ask for 11 digits first, then the mobile format
  phone: {
    ...required(user.phone, '手机号码不能为空', 'The phone number cannot be empty'),
    pattern: undefined,
  },
  email: user.email,
  sex: { ...user.sex, component: 'select' },
  deptId: {
    ...required(user.deptId, '请选择所属机构', 'please select the department'),
    component: 'tree-select',
  },
  roleId: { ...required(user.roleId, '请选择所属角色', 'please select the role'), component: 'tree-select' },
  postId: { ...user.postId, component: 'select' },
  deptName: names(user.deptId),
  roleName: names(user.roleId),
  postName: names(user.postId, false),
  statusName: names(user.status),
};
