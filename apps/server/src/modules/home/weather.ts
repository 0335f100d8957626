import { guardedFetch } from '../../core/guarded-fetch';
import type { AllowEntry } from '../../core/net-guard';
import { together } from '../../core/together';
import type { Db } from '../../db/client';
import { allowedHosts } from '../system/outbound';
import { getParam } from '../system/params';

/** Live weather as the widget shows it (spec: temperature, city, weather, wind direction and power, humidity). */
export type WeatherNow = {
  city: string;
  updateTime: string;
  weather: string;
  tempC: number | null;
  humidity: number | null;
  windDirection: string;
  windPower: string;
  alerts: { level: string; title: string }[];
};

export type WeatherConfig = {
  url: string;
  key: string;
  city: string;
  /** The outbound guard's allow-list (the platform parameter net.allowHosts). */
  allow?: AllowEntry[];
};

/** A weather source: one HTTP call for the city's current weather; throws when it cannot answer. */
export type WeatherProvider = (config: WeatherConfig, signal: AbortSignal) => Promise<WeatherNow>;

const num = (v: unknown): number | null => {
  const n = Number.parseFloat(String(v ?? ''));
  return Number.isFinite(n) ? n : null;
};

/**
 * AMap (高德) live weather: `GET <url>?key=&city=<adcode>&extensions=base` answers
 * `{status:'1', lives:[{city, weather, temperature, winddirection, windpower, humidity, reporttime}]}`.
 */
export const amapProvider: WeatherProvider = async (config, signal) => {
  const url = new URL(config.url);
  url.searchParams.set('key', config.key);
  url.searchParams.set('city', config.city);
  url.searchParams.set('extensions', 'base');
  const res = await guardedFetch(url, {
    allow: config.allow ?? [],
    signal,
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`weather provider answered ${res.status}`);
  const body = res.json() as { status?: string; info?: string; lives?: Record<string, unknown>[] };
  const live = body.lives?.[0];
  if (body.status !== '1' || !live) throw new Error(`weather provider refused: ${body.info ?? 'no data'}`);
  return {
    city: String(live.city ?? ''),
    updateTime: String(live.reporttime ?? ''),
    weather: String(live.weather ?? ''),
    tempC: num(live.temperature_float ?? live.temperature),
    humidity: num(live.humidity_float ?? live.humidity),
    windDirection: String(live.winddirection ?? ''),
    windPower: String(live.windpower ?? ''),
    alerts: [],
  };
};

export type WeatherAnswer =
  | (WeatherNow & { available: true; stale: boolean })
  /** No value: `configured` false when the operator set no provider (the widget says so quietly). */
  | { available: false; stale: true; configured: boolean };

export const WEATHER_TTL_MS = 30 * 60_000;
/** After a failure the provider is not asked again for this long (the widget gets the last value). */
const RETRY_MS = 60_000;
const TIMEOUT_MS = 5_000;

type Slot = { value?: WeatherNow; fetchedAt: number; failedAt: number; pending?: Promise<void> };

/** Current weather per configuration, cached 30 minutes; the last value, marked stale, when the provider fails. */
export function weatherService(provider: WeatherProvider, now: () => number = Date.now) {
  const slots = new Map<string, Slot>();
  async function refresh(config: WeatherConfig, slot: Slot) {
    try {
      slot.value = await provider(config, AbortSignal.timeout(TIMEOUT_MS));
      slot.fetchedAt = now();
      slot.failedAt = 0;
    } catch {
      slot.failedAt = now();
    }
  }
  return async function current(config: WeatherConfig): Promise<WeatherAnswer> {
    if (!config.url || !config.key || !config.city)
      return { available: false, stale: true, configured: false };
    // the allow-list too: naming the provider's host (again) is a new configuration, asked at once
    const allow = (config.allow ?? []).map((e) => `${e.host}:${e.port ?? ''}`).join(',');
    const id = `${config.url}|${config.key}|${config.city}|${allow}`;
    let slot = slots.get(id);
    if (!slot) {
      if (slots.size > 1000) slots.clear();
      slot = { fetchedAt: 0, failedAt: 0 };
      slots.set(id, slot);
    }
    const isFresh = slot.value && now() - slot.fetchedAt < WEATHER_TTL_MS;
    const isResting = slot.failedAt && now() - slot.failedAt < RETRY_MS;
    if (!isFresh && !isResting) {
      const s = slot;
      s.pending ??= refresh(config, s).finally(() => {
        s.pending = undefined;
      });
      await s.pending;
    }
    if (!slot.value) return { available: false, stale: true, configured: true };
    return {
      ...slot.value,
      available: true,
      stale: now() - slot.fetchedAt >= WEATHER_TTL_MS || slot.failedAt > 0,
    };
  };
}

/**
 * Provider address and key are platform parameters (tenant 000000: set by the operator, so no
 * tenant can point the server at an address of its choosing); the city (adcode) is a tenant
 * parameter over the platform's.
 */
export async function weatherConfig(db: Db, tenantId: string): Promise<WeatherConfig> {
  const [url, key, city, allow] = await together(
    db,
    async () => getParam(db, '000000', 'weather.url', ''),
    async () => getParam(db, '000000', 'weather.key', ''),
    async () => getParam(db, tenantId, 'weather.city', ''),
    async () => allowedHosts(db),
  );
  return { url: url.trim(), key: key.trim(), city: city.trim(), allow };
}
