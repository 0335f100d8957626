import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets kept in the database (storage and SMS keys) are encrypted with the installation's data
 * key (config.dataKey, 32 bytes) using AES-256-GCM: `v1:` + base64url(iv | tag | ciphertext).
 */
const PREFIX = 'v1:';

export function encryptSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key.subarray(0, 32), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The clear text of a value written by encryptSecret; throws when it was tampered with. */
export function decryptSecret(key: Buffer, stored: string): string {
  if (!stored.startsWith(PREFIX)) throw new Error('not an encrypted secret');
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key.subarray(0, 32), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

export const isEncrypted = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(PREFIX);

/** What the client sees instead of a stored secret (nothing of the secret itself shows through). */
export const SECRET_MASK = '******';

/** The mask shown for a secret whose clear value is `_plain` (empty when there is none). */
export const maskSecret = (_plain: string): string => (_plain ? SECRET_MASK : '');

/** True when a submitted value is a mask sent back unchanged (keep the stored secret). */
export const isMasked = (value: unknown): boolean =>
  typeof value === 'string' && /^\**$/.test(value) && value.length >= 3;
export const isMask = isMasked;
