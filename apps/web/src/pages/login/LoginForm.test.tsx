import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoginForm, loginProblems } from './LoginForm';

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <LoginForm onSuccess={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('sign-in form (plain HTML)', () => {
  it('names every field by its label and says what is missing, tied to the field', () => {
    renderForm();
    const account = screen.getByLabelText('账号');
    const password = screen.getByLabelText('密码');
    expect(screen.getByLabelText('验证码')).toBeTruthy();
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(screen.getAllByRole('alert').map((el) => el.textContent)).toEqual([
      '请输入账号',
      '请输入密码',
      '请输入验证码',
    ]);
    expect(account.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(account.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '请输入账号',
    );
    fireEvent.change(account, { target: { value: 'admin' } });
    expect(account.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(password.getAttribute('type')).toBe('password');
  });

  it('shows and hides the password with a labelled toggle', () => {
    renderForm();
    const password = screen.getByLabelText('密码');
    fireEvent.click(screen.getByRole('button', { name: '显示密码' }));
    expect(password.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: '隐藏密码' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('requires the tenant only in tenant mode and the code only with the captcha', () => {
    const empty = { tenantId: ' ', username: '', password: '', code: '' };
    expect(loginProblems(empty, { isTenantMode: true, isCaptcha: true })).toEqual({
      tenantId: 'login.tenantRequired',
      username: 'login.usernameRequired',
      password: 'login.passwordRequired',
      code: 'login.codeRequired',
    });
    expect(Object.keys(loginProblems(empty, { isTenantMode: false, isCaptcha: false }))).toEqual([
      'username',
      'password',
    ]);
  });
});
