import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/crud/test/render';
import { CLICK_THROTTLE_MS } from '@/http/throttle';
import { getCaptcha, getPublicSettings, registerGuestCall } from '@/shell/api/auth';
import { useSession } from '@/stores/session';
import { RegisterDialog } from './RegisterDialog';

vi.mock('@/shell/api/auth', async (original) => ({
  ...(await original<typeof import('@/shell/api/auth')>()),
  getPublicSettings: vi.fn(),
  getCaptcha: vi.fn(),
  registerGuestCall: vi.fn(),
}));

const settings = (captchaEnabled: boolean) => ({
  captchaEnabled,
  tenantMode: false,
  switchMode: false,
  registerEnabled: true,
  visualUrl: '',
  dataScreenUrl: '',
});

async function fillAndSubmit(code?: string) {
  const dialog = within(await screen.findByRole('dialog'));
  fireEvent.change(dialog.getByLabelText('账号名称'), { target: { value: 'guest1' } });
  fireEvent.change(dialog.getByLabelText('账号密码'), { target: { value: 'Guest#2026' } });
  fireEvent.change(dialog.getByLabelText('确认密码'), { target: { value: 'Guest#2026' } });
  if (code !== undefined) fireEvent.change(dialog.getByLabelText('验证码'), { target: { value: code } });
  fireEvent.click(dialog.getByRole('button', { name: /提\s*交/ }));
}

// Issue #38 item 6: registration asks for the captcha as the sign-in does, and says the same for
// every account.
describe('registration dialog', { timeout: 30000 }, () => {
  afterEach(() => {
    cleanup();
    vi.mocked(registerGuestCall).mockReset();
  });

  it('with the captcha on, shows it and sends its answer in the sign-in headers', async () => {
    useSession.setState({ userInfo: { tenant_id: '000000', oauth_id: 'o1' } as never });
    vi.mocked(getPublicSettings).mockResolvedValue(settings(true));
    vi.mocked(getCaptcha).mockResolvedValue({ key: 'cap-key', image: 'data:image/svg+xml;base64,PHN2Zy8+' });
    vi.mocked(registerGuestCall).mockResolvedValue(undefined);
    renderWithProviders(<RegisterDialog />);
    await screen.findByAltText('验证码');
    await fillAndSubmit('');
    await waitFor(() => expect(document.body.textContent).toContain('请输入验证码'));
    expect(registerGuestCall).not.toHaveBeenCalled();
    // the dialog's button ignores a second click within CLICK_THROTTLE_MS
    await new Promise((resolve) => setTimeout(resolve, CLICK_THROTTLE_MS + 50));
    await fillAndSubmit('ab12');
    await waitFor(() => expect(registerGuestCall).toHaveBeenCalled());
    expect(vi.mocked(registerGuestCall).mock.calls[0]).toEqual([
      expect.objectContaining({ tenantId: '000000', account: 'guest1', oauthId: 'o1' }),
      { key: 'cap-key', code: 'ab12' },
    ]);
  });

  it('with the captcha off, asks for none', async () => {
    useSession.setState({ userInfo: { tenant_id: '000000', oauth_id: 'o1' } as never });
    vi.mocked(getPublicSettings).mockResolvedValue(settings(false));
    vi.mocked(registerGuestCall).mockResolvedValue(undefined);
    renderWithProviders(<RegisterDialog />);
    await waitFor(() => expect(getPublicSettings).toHaveBeenCalled());
    await fillAndSubmit();
    await waitFor(() => expect(registerGuestCall).toHaveBeenCalled());
    expect(vi.mocked(registerGuestCall).mock.calls[0][1]).toBeUndefined();
    expect(screen.queryByLabelText('验证码')).toBeNull();
  });
});
