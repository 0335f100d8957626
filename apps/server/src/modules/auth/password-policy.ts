import { badRequest } from '../../core/envelope';
import { together } from '../../core/together';
import type { Db } from '../../db/client';
import { getIntParam, getParam } from '../system/params';
import { md5Hex } from './passwords';

/**
 * The password policy (parameters `account.passwordMinLength`, default 8, and
 * `account.passwordClasses`, default 2, of lower case, upper case, digits and symbols). Enforced
 * where the server sees the password itself (new users, tenant admins, registration, initial
 * passwords); a password change arrives md5-encoded (api-contract §2.2), so the web form enforces
 * the policy there and the server refuses the encodings of well-known weak passwords.
 */
export type PasswordPolicy = { minLength: number; classes: number };

export async function passwordPolicy(db: Db, tenantId: string): Promise<PasswordPolicy> {
  const [minLength, classes] = await together(
    db,
    async () => getIntParam(db, tenantId, 'account.passwordMinLength', 8),
    async () => getIntParam(db, tenantId, 'account.passwordClasses', 2),
  );
  return { minLength: Math.max(minLength, 6), classes: Math.min(Math.max(classes, 1), 4) };
}

export const classesOf = (plain: string) =>
  [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(plain)).length;

/** Refuses a plain password that breaks the tenant's policy, naming the rule (`what`: the field). */
export async function assertPasswordPolicy(db: Db, tenantId: string, plain: string, what = 'password') {
  const p = await passwordPolicy(db, tenantId);
  if (plain.length < p.minLength || plain.length > 64)
    throw badRequest(`参数错误: ${what} 密码长度应为${p.minLength}-64位`);
  if (classesOf(plain) < p.classes)
    throw badRequest(`参数错误: ${what} 密码须包含大写字母、小写字母、数字、符号中的至少${p.classes}种`);
}

/** Well-known passwords no policy allows; their md5 encodings are refused at a password change. */
const WEAK = [
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  '111111',
  '000000',
  '666666',
  '888888',
  '123123',
  'abc123',
  'a123456',
  'qwerty',
  'password',
  'admin',
  'admin123',
  'admin@123',
  'Admin@123',
  'root',
  'passw0rd',
  'P@ssw0rd',
  'iloveyou',
];
const WEAK_MD5 = new Set(WEAK.map(md5Hex));

/** At a change (md5-encoded): refuses the encodings of well-known weak passwords and of the account name. */
export function assertNotWeakEncoded(md5: string, account: string) {
  const m = md5.toLowerCase();
  if (WEAK_MD5.has(m) || m === md5Hex(account)) throw badRequest('新密码过于简单,请使用更复杂的密码');
}

/** The tenant's initial password (parameter `account.initPassword`), which must itself meet the policy. */
export async function initialPassword(db: Db, tenantId: string): Promise<string> {
  const initial = await getParam(db, tenantId, 'account.initPassword', '');
  try {
    await assertPasswordPolicy(db, tenantId, initial, 'account.initPassword');
  } catch {
    throw badRequest('请先在参数管理中将 account.initPassword 配置为符合密码策略的密码');
  }
  return initial;
}
