import { createHash } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** The client sends md5(password) at sign-in; we store argon2id of that md5 hex. */
export function md5Hex(plain: string): string {
  return createHash('md5').update(plain, 'utf8').digest('hex');
}

export function hashPassword(md5hex: string): Promise<string> {
  return hash(md5hex.toLowerCase());
}

export async function verifyPassword(stored: string, md5hex: string): Promise<boolean> {
  if (!stored.startsWith('$argon2')) return false;
  try {
    return await verify(stored, md5hex.toLowerCase());
  } catch {
    return false;
  }
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** A plain password typed in an admin form (user creation, tenant admin): stored like a sign-in one. */
export function hashPlainPassword(plain: string): Promise<string> {
  return hashPassword(md5Hex(plain));
}
