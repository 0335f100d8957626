import type { FormRule } from 'antd';

type T = (key: string) => string;

/**
 * The server's default password policy (parameters account.passwordMinLength and
 * account.passwordClasses): the new password travels md5-encoded, so the form checks it here.
 */
export const PASSWORD_POLICY = { minLength: 8, classes: 2 };

const classesOf = (v: string) => [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(v)).length;

/** Change-password rules (spec §5): all required, max 30, the policy; the confirmation must match. */
export function passwordRules(t: T): Record<'oldPassword' | 'newPassword' | 'newPassword1', FormRule[]> {
  const max = { max: 30, message: t('password.max') };
  const policy: FormRule = {
    validator: (_, value: string | undefined) =>
      !value || (value.length >= PASSWORD_POLICY.minLength && classesOf(value) >= PASSWORD_POLICY.classes)
        ? Promise.resolve()
        : Promise.reject(new Error(t('password.policy'))),
  };
  return {
    oldPassword: [{ required: true, message: t('password.oldRequired') }, max],
    newPassword: [{ required: true, message: t('password.newRequired') }, max, policy],
    newPassword1: [
      { required: true, message: t('password.confirmRequired') },
      max,
      ({ getFieldValue }) => ({
        validator: (_, value: string) =>
          !value || value === getFieldValue('newPassword')
            ? Promise.resolve()
            : Promise.reject(new Error(t('password.mismatch'))),
      }),
    ],
  };
}

/** Phone rules with the spec's three messages (§5). */
export function phoneRules(t: T): FormRule[] {
  return [
    {
      validator: (_, value: string | undefined) => {
        const phone = (value ?? '').trim();
        if (!phone) return Promise.reject(new Error(t('profile.phoneRequired')));
        if (phone.length !== 11) return Promise.reject(new Error(t('profile.phoneLength')));
        if (!/^1[3-9]\d{9}$/.test(phone)) return Promise.reject(new Error(t('profile.phoneFormat')));
        return Promise.resolve();
      },
    },
  ];
}
