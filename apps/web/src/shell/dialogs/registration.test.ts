import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { registrationProblem } from './registration';

const ok = { tenantId: '000000', name: 'n', account: 'a', password: 'p', password2: 'p' };

describe('registration checks', () => {
  it('runs in the spec order', () => {
    expect(registrationProblem({ ...ok, tenantId: '', account: '', password: '' })).toBe(
      'shell.register.tenantRequired',
    );
    expect(registrationProblem({ ...ok, account: ' ', password: '' })).toBe('shell.register.accountRequired');
    expect(registrationProblem({ ...ok, password2: '' })).toBe('shell.register.passwordRequired');
    expect(registrationProblem({ ...ok, password2: 'q' })).toBe('shell.register.passwordMismatch');
    expect(registrationProblem(ok)).toBeNull();
  });
  it('has English texts from the spec', async () => {
    await i18n.changeLanguage('en-US');
    expect(i18n.t('shell.register.tenantRequired')).toBe('please enter the tenant number first');
    expect(i18n.t('shell.register.passwordMismatch')).toBe('the two passwords do not match');
    await i18n.changeLanguage('zh-CN');
  });
});
