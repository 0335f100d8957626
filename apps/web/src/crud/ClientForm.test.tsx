import { clientResource } from '@dp/domain';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/http/request';
import { i18n } from '@/i18n';
import { useSession } from '@/stores/session';
import { ResourceCrud } from './ResourceCrud';
import { renderWithProviders } from './test/render';

vi.mock('@/http/request', () => ({ api: vi.fn(), download: vi.fn() }));

const mockedApi = vi.mocked(api);
const rows = [{ id: '1', clientId: 'web', isPublic: true, authorizedGrantTypes: 'refresh_token,captcha' }];
const toolbarButton = (label: RegExp) =>
  within(document.querySelector('.crud-toolbar') as HTMLElement).getByRole('button', { name: label });

// Issue #38 item 10: a new client took refresh_token,password,captcha, so its password grant skipped
// the captcha without anyone choosing it.
describe('client form: grant types', { timeout: 90000 }, () => {
  beforeEach(() => {
    useSession.setState({ permission: { client_add: true, client_edit: true, client_view: true } });
    mockedApi.mockImplementation(async (config) =>
      config.url?.endsWith('/page') || config.url?.endsWith('/list')
        ? { records: rows, total: 1, size: 10, current: 1, pages: 1 }
        : {},
    );
  });
  afterEach(async () => {
    cleanup();
    mockedApi.mockReset();
    await act(() => i18n.changeLanguage('zh-CN'));
  });

  it('a new client starts without the password grant, and the form says what that grant implies', async () => {
    renderWithProviders(<ResourceCrud def={clientResource} />);
    await screen.findByText('web');
    fireEvent.click(toolbarButton(/新\s*增/));
    const form = within(await screen.findByRole('dialog'));
    expect((form.getByLabelText('授权类型') as HTMLInputElement).value).toBe('refresh_token,captcha');
    expect(
      form.getByText('password 授权不校验验证码，仅用于受信任的服务端客户端；其他客户端请使用 captcha 授权'),
    ).toBeTruthy();
    cleanup();

    await act(() => i18n.changeLanguage('en-US'));
    renderWithProviders(<ResourceCrud def={clientResource} />);
    await screen.findByText('web');
    fireEvent.click(toolbarButton(/Add$/));
    const en = within(await screen.findByRole('dialog'));
    expect(
      en.getByText(/The password grant skips the captcha: only for trusted server-side clients/),
    ).toBeTruthy();
  });
});
