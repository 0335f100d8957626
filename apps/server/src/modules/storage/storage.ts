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
