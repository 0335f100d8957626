import { resources } from '@dp/domain';
import type { FastifyInstance } from 'fastify';
import { oss } from '../../db/schema';
import { registerConfigResource } from '../../resource/config-resource';
import { assertBucketName, assertEndpointAllowed } from './oss-guard';

/**
 * Object storage configurations of the tenant: generic CRUD (the secret key encrypted, answered
 * only as a mask; `status` changed only through enable) and `enable/{id}`.
 */
export async function ossRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  registerConfigResource(app, resources.oss, oss, ['secretKey'], async (row) => {
    // SSRF guard on save (and again on every connection, drivers.ts); S3 bucket naming rules.
    if (typeof row.endpoint === 'string' && row.endpoint !== '')
      await assertEndpointAllowed(db, row.endpoint);
    if (typeof row.bucketName === 'string' && row.bucketName !== '') assertBucketName(row.bucketName);
  });
}
