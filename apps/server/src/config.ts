import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { serverRoot } from './core/paths';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'));

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);
/** One trusted proxy: an address, a CIDR range or one of proxy-addr's keywords. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_KEYWORDS.has(entry)) return true;
  const [addr, bits, ...rest] = entry.split('/');
  const family = isIP(addr);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n >= 0 && n <= (family === 4 ? 32 : 128);
}
const proxyList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '' && s !== 'false'),
  )
  .refine((list) => list.every(isProxyEntry), {
    message: 'must be a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal',
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection string')
    .optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(5433),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DATA_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  TZ_NAME: z.string().default('Asia/Shanghai'),
  CAPTCHA_ENABLED: bool,
  CAPTCHA_TEST_MODE: bool,
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
  TENANT_MODE: bool,
  SWITCH_MODE: bool,
  DEMO_MODE: bool,
  DEMO_DATA: bool,
  TRUST_PROXY: proxyList,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  VISUAL_URL: z.string().default(''),
  DATA_SCREEN_URL: z.string().default(''),
  WEB_DIST: z.string().optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  embeddedPgPort: number;
  jwtSecret: Uint8Array;
  dataKey: Buffer;
  timeZone: string;
  captchaEnabled: boolean;
  /** Test-only: the captcha answer is returned with the image. Refused with NODE_ENV=production. */
  captchaTestMode: boolean;
  /** Sign-in calls (`oauth/token`) one client address may make per minute. */
  signInRateLimit: number;
  tenantMode: boolean;
  switchMode: boolean;
  /** Demo mode skips the forced password change of seeded accounts. */
  demoMode: boolean;
  /** Seed the demo plant (risk points, checks, dangers…) into tenant 000000 at start. */
  demoData: boolean;
  /** Proxies whose X-Forwarded-* headers are believed (empty: none, the socket address is the client). */
  trustProxy: string[];
  logLevel: string;
  visualUrl: string;
  dataScreenUrl: string;
  webDist: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
};

export class ConfigError extends Error {}

/** Reads a secret from the environment, else from the data directory, else generates and keeps one. */
function secret(dataDir: string, name: string, fromEnv: string | undefined): Buffer {
  if (fromEnv) return Buffer.from(fromEnv, 'utf8');
  const dir = join(dataDir, 'secrets');
  const file = join(dir, name);
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const value = randomBytes(48);
  writeFileSync(file, value.toString('hex'), { mode: 0o600 });
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.CAPTCHA_TEST_MODE && env.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  CAPTCHA_TEST_MODE: not allowed when NODE_ENV=production',
    );
  }
  const dataDir = resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    jwtSecret: new Uint8Array(secret(dataDir, 'jwt.key', e.JWT_SECRET)),
    dataKey: secret(dataDir, 'data.key', e.DATA_KEY).subarray(0, 32),
    timeZone: e.TZ_NAME,
    captchaEnabled: e.CAPTCHA_ENABLED ?? true,
    captchaTestMode: e.CAPTCHA_TEST_MODE ?? false,
    signInRateLimit: e.SIGN_IN_RATE_LIMIT,
    tenantMode: e.TENANT_MODE ?? false,
    switchMode: e.SWITCH_MODE ?? false,
    demoMode: e.DEMO_MODE ?? false,
    demoData: e.DEMO_DATA ?? true,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    visualUrl: e.VISUAL_URL,
    dataScreenUrl: e.DATA_SCREEN_URL,
    webDist: resolve(e.WEB_DIST ?? join(serverRoot, '../web/dist')),
    accessTokenTtl: 3600,
    refreshTokenTtl: 604800,
  };
}
