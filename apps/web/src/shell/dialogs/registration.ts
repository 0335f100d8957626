export type RegistrationForm = {
  tenantId: string;
  name: string;
  account: string;
  password: string;
  password2: string;
  /** The captcha's answer, when the captcha is on. */
  code?: string;
};

/** The spec's four ordered checks (§5); returns the i18n key of the first failure, or null. */
export function registrationProblem(form: RegistrationForm): string | null {
  if (!form.tenantId.trim()) return 'shell.register.tenantRequired';
  if (!form.account.trim()) return 'shell.register.accountRequired';
  if (!form.password || !form.password2) return 'shell.register.passwordRequired';
  if (form.password !== form.password2) return 'shell.register.passwordMismatch';
  return null;
}
