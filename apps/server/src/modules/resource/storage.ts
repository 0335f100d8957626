import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';

/** Where objects live: the local-directory driver (default) or the S3-compatible one (s3.ts). */
export type Storage = {
  put: (name: string, data: Buffer, contentType: string) => Promise<void>;
  get: (name: string) => Promise<Buffer>;
  /** Deletes the object; no error when it is already gone. */
  remove: (name: string) => Promise<void>;
};

export function localStorage(root: string): Storage {
  const path = (name: string) => {
    const p = normalize(join(root, name));
    if (!p.startsWith(normalize(root))) throw new Error('invalid object name');
    return p;
  };
  return {
    async put(name, data) {
      await mkdir(dirname(path(name)), { recursive: true });
      await writeFile(path(name), data);
    },
    get: (name) => readFile(path(name)),
    remove: (name) => rm(path(name), { force: true }),
  };
}

const LINK = /^\/api\/calf-resource\/oss\/endpoint\/file\/(\d+)(?:\?.*)?$/;

/** Links are signed and short-lived; a stored link is re-signed whenever it is read. */
export const LINK_TTL_SECONDS = 30 * 60;

export function signedLink(key: Buffer, attachId: string, ttlSeconds = LINK_TTL_SECONDS): string {
  const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
  const sign = createHmac('sha256', key).update(`${attachId}:${expires}`).digest('base64url');
  return `/api/calf-resource/oss/endpoint/file/${attachId}?expires=${expires}&sign=${sign}`;
}

export function verifyLink(key: Buffer, attachId: string, expires: string, sign: string): boolean {
  const exp = Number(expires);
  if (!Number.isInteger(exp) || exp < Date.now() / 1000) return false;
  const want = createHmac('sha256', key).update(`${attachId}:${exp}`).digest();
  const got = Buffer.from(sign ?? '', 'base64url');
  return got.length === want.length && timingSafeEqual(got, want);
}

export function resignLink(key: Buffer, link: string): string {
  const m = LINK.exec(link);
  return m ? signedLink(key, m[1]) : link;
}
