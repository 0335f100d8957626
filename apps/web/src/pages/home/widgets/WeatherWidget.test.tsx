import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/crud/test/render';
import '@/i18n';
import { useSession } from '@/stores/session';
import type { Weather } from '../homeApi';
import { WeatherWidget } from './ListWidgets';

const show = (data: Weather) =>
  renderWithProviders(
    <MemoryRouter>
      <WeatherWidget query={{ data } as UseQueryResult<Weather>} />
    </MemoryRouter>,
  );
const text = () => document.body.textContent ?? '';

describe('weather widget without live weather (issue #34: never an error-looking box)', () => {
  afterEach(() => {
    cleanup();
    useSession.setState({ permission: {} });
  });

  it('says quietly that no service is configured, with the way to the setting for who may change it', () => {
    useSession.setState({ permission: { param_edit: true } });
    show({ available: false, stale: true, configured: false });
    expect(screen.getByTestId('weather-none').textContent).toContain('未配置天气服务');
    expect(screen.getByText('前往设置')).toBeTruthy();
    expect(text()).not.toContain('不可用');
  });

  it('offers no setting link to a user who cannot change parameters', () => {
    show({ available: false, stale: true, configured: false });
    expect(text()).toContain('未配置天气服务');
    expect(screen.queryByText('前往设置')).toBeNull();
  });

  it('a configured but unreachable service with nothing known yet', () => {
    show({ available: false, stale: true, configured: true });
    expect(text()).toContain('暂未取得天气数据');
  });

  it('the last known weather with its time when the service is unreachable', () => {
    show({
      available: true,
      stale: true,
      city: '历下区',
      updateTime: '2026-11-29 08:00:00',
      weather: '晴',
      tempC: 12,
      humidity: 40,
      windDirection: '北',
      windPower: '3',
    });
    expect(text()).toContain('12℃');
    expect(text()).toContain('更新于 2026-11-29 08:00:00');
  });
});
