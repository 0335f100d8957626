import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPlatformParam } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { parseAllowList } from '../../core/net-guard';
import { amapProvider, WEATHER_TTL_MS, weatherService } from './weather';

/** A stand-in for the provider on loopback, answering like AMap's live-weather call. */
let server: Server;
let base: string;
let hits = 0;
let lastQuery: URLSearchParams | undefined;
const live = {
  province: '山东',
  city: '历下区',
  adcode: '370102',
  weather: '晴',
  temperature: '12',
  winddirection: '西南',
  windpower: '≤3',
  humidity: '45',
  reporttime: '2026-11-23 20:00:00',
};

beforeAll(async () => {
  server = createServer((req, res) => {
    hits += 1;
    lastQuery = new URL(req.url ?? '/', 'http://x').searchParams;
    res.setHeader('content-type', 'application/json');
    if (lastQuery.get('key') !== 'good-key')
      return res.end(JSON.stringify({ status: '0', info: 'INVALID_USER_KEY' }));
    res.end(JSON.stringify({ status: '1', count: '1', info: 'OK', lives: [live] }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3/weather/weatherInfo`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('weather service', () => {
  it('asks the provider over HTTP once per 30 minutes and keeps the last value, stale, when it fails', async () => {
    let clock = 1_000_000;
    const current = weatherService(amapProvider, () => clock);
    // the stand-in listens on loopback: the outbound guard's allow-list names it
    const allow = parseAllowList('127.0.0.1');
    const config = { url: base, key: 'good-key', city: '370102', allow };
    const first = await current(config);
    expect(first).toMatchObject({
      available: true,
      stale: false,
      city: '历下区',
      weather: '晴',
      tempC: 12,
      humidity: 45,
      windDirection: '西南',
      windPower: '≤3',
      updateTime: '2026-11-23 20:00:00',
    });
    expect(lastQuery?.get('city')).toBe('370102');
    const before = hits;
    clock += WEATHER_TTL_MS - 1;
    await current(config);
    expect(hits).toBe(before);
    clock += 2;
    await current({ ...config, url: base });
    expect(hits).toBe(before + 1);

    // the provider goes away: the last value comes back marked stale
    const gone = { ...config, url: 'http://127.0.0.1:1/v3/weather/weatherInfo' };
    expect(await current(gone)).toEqual({ available: false, stale: true, configured: true });
    const refusing = weatherService(amapProvider, () => clock);
    await refusing(config);
    clock += WEATHER_TTL_MS + 1;
    const badKey = { ...config, key: 'bad-key' };
    expect(await refusing(badKey)).toEqual({ available: false, stale: true, configured: true });
    const failing = weatherService(
      async (c, signal) => {
        if (clock > 2_000_000 + WEATHER_TTL_MS) throw new Error('down');
        return amapProvider(c, signal);
      },
      () => clock,
    );
    clock = 2_000_000;
    expect((await failing(config)).stale).toBe(false);
    clock += WEATHER_TTL_MS + 1;
    expect(await failing(config)).toMatchObject({ available: true, stale: true, weather: '晴' });
  });
});

describe('GET /shtmp-home/weather', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  it('proxies the configured provider, and answers "unavailable" without a key or when unreachable', async () => {
    await setPlatformParam(t.db, 'weather.key', '');
    const none = await t.call('GET', '/api/shtmp-home/weather', token);
    expect(none.body.data).toEqual({ available: false, stale: true, configured: false });

    await setPlatformParam(t.db, 'weather.url', base);
    await setPlatformParam(t.db, 'weather.key', 'good-key');
    await setPlatformParam(t.db, 'weather.city', '370102');
    // a provider on loopback is refused by the outbound guard until the allow-list names it
    const before = hits;
    const refused = await t.call('GET', '/api/shtmp-home/weather', token);
    expect(refused.body.data).toEqual({ available: false, stale: true, configured: true });
    expect(hits).toBe(before);
    await setPlatformParam(t.db, 'net.allowHosts', '127.0.0.1');
    const ok = await t.call('GET', '/api/shtmp-home/weather', token);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ available: true, stale: false, city: '历下区', tempC: 12 });

    await setPlatformParam(t.db, 'weather.url', 'http://127.0.0.1:1/v3/weather/weatherInfo');
    const down = await t.call('GET', '/api/shtmp-home/weather', token);
    expect(down.status).toBe(200);
    expect(down.body.data).toEqual({ available: false, stale: true, configured: true });
    expect((await t.call('GET', '/api/shtmp-home/weather', null)).status).toBe(401);
  });
});
