import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import { decryptSecret, isEncrypted } from '../../core/crypto';
import { guardedLookup } from '../../core/net-guard';
import type { Db } from '../../db/client';
import { oss } from '../../db/schema';
import { ENABLED } from '../../resource/config-resource';
import { scoped } from '../../resource/scoped';
import { allowedHosts, vetOutbound } from '../system/outbound';
import { assertBucketName, endpointPort, parseEndpoint, storageFailure } from './oss-guard';
import { s3Storage } from './s3';
import { localStorage, type Storage } from './storage';

/** dict `oss`: 5 is the local directory, every other category speaks the S3 protocol. */
export const LOCAL_CATEGORY = 5;

type OssRow = {
  id: string;
  category: number | null;
  endpoint: string | null;
  bucketName: string | null;
  accessKey: string | null;
  secretKey: string | null;
  region: string | null;
  updateTime: Date;
};

/**
 * Picks the storage driver: the tenant's enabled configuration for new uploads, the configuration
 * an object was written through for reads and deletes. No configuration → the local directory.
 */
export function storageDrivers(db: Db, config: Config) {
  const local = localStorage(join(config.dataDir, 'files'));
  const cache = new Map<string, Storage>();

  /**
   * An S3 driver whose every call re-checks the endpoint (SSRF guard, issues #9 and #38): the
   * host before the call, and a name again on the addresses it resolves to at each connection.
   * A refusal answers 400, an unreachable or failing service 502 (storageFailure).
   */
  function guarded(row: OssRow): Storage {
    const endpoint = parseEndpoint(row.endpoint ?? '');
    assertBucketName(row.bucketName ?? '');
    const port = endpointPort(endpoint);
    const s3 = s3Storage({
      endpoint: endpoint.toString(),
      bucket: row.bucketName ?? '',
      accessKey: row.accessKey ?? '',
      secretKey: isEncrypted(row.secretKey) ? decryptSecret(config.dataKey, row.secretKey) : '',
      region: row.region ?? undefined,
      lookup: guardedLookup(port, () => allowedHosts(db)),
    });
    const run = async <T>(work: () => Promise<T>): Promise<T> => {
      try {
        await vetOutbound(db, endpoint.hostname, port);
        return await work();
      } catch (e) {
        throw storageFailure(e);
      }
    };
    return {
      put: (name, data, contentType) => run(() => s3.put(name, data, contentType)),
      get: (name) => run(() => s3.get(name)),
      remove: (name) => run(() => s3.remove(name)),
    };
  }

  function driverOf(row: OssRow | undefined): Storage {
    // A local configuration never chooses its own directory: tenants must not write anywhere on the server.
    if (!row || row.category === LOCAL_CATEGORY) return local;
    const key = `${row.id}:${row.updateTime.getTime()}`;
    let s = cache.get(key);
    if (!s) {
      s = guarded(row);
      cache.set(key, s);
    }
    return s;
  }

  return {
    /** The driver new uploads of the tenant go to, and the configuration id to record. */
    async active(tenantId: string): Promise<{ storage: Storage; ossId: string | null }> {
      const [row] = await db
        .select()
        .from(oss)
        .where(and(scoped(tenantId, oss), eq(oss.status, ENABLED), eq(oss.isDeleted, 0)))
        .limit(1);
      const found = row as OssRow | undefined;
      return { storage: driverOf(found), ossId: found?.id ?? null };
    },
    /** The driver an object was written through (even if that configuration is disabled since). */
    async of(tenantId: string, ossId: string | null): Promise<Storage> {
      if (!ossId) return local;
      const [row] = await db
        .select()
        .from(oss)
        .where(and(eq(oss.id, ossId), scoped(tenantId, oss)))
        .limit(1);
      return driverOf(row as OssRow | undefined);
    },
  };
}

export type StorageDrivers = ReturnType<typeof storageDrivers>;
