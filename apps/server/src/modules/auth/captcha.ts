import { randomUUID } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { svgCaptcha } from '../../core/lazy-libs';
import type { Db } from '../../db/client';
import { captcha } from '../../db/schema';

const TTL_MS = 5 * 60 * 1000;

export async function createCaptcha(db: Db): Promise<{ key: string; image: string; text: string }> {
  const c = (await svgCaptcha()).create({
    size: 4,
    noise: 2,
    ignoreChars: '0oO1ilI',
    width: 130,
    height: 48,
    fontSize: 48,
    background: '#f0f4fa',
    color: true,
  });
  const key = randomUUID();
  await db.delete(captcha).where(lt(captcha.expiresAt, new Date()));
  await db
    .insert(captcha)
    .values({ key, text: c.text.toLowerCase(), expiresAt: new Date(Date.now() + TTL_MS) });
  const image = `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}`;
  return { key, image, text: c.text };
}

/** Single use: the stored answer is deleted by the first check, right or wrong. */
export async function checkCaptcha(
  db: Db,
  key: string | undefined,
  code: string | undefined,
): Promise<boolean> {
  if (!key || !code) return false;
  const [row] = await db.delete(captcha).where(eq(captcha.key, key)).returning();
  return Boolean(row && row.expiresAt > new Date() && row.text === code.trim().toLowerCase());
}

const headerOf = (req: FastifyRequest, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/** The captcha a request carries in its `Captcha-Key` / `Captcha-Code` headers (as the sign-in sends it). */
export function checkRequestCaptcha(db: Db, req: FastifyRequest): Promise<boolean> {
  return checkCaptcha(db, headerOf(req, 'captcha-key'), headerOf(req, 'captcha-code'));
}
