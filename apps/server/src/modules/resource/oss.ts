import { resources } from '@dp/domain';
import type { FastifyInstance } from 'fastify';
import { oss } from '../../db/schema';
import { registerConfigResource } from '../../resource/config-resource';

/**
 * Object storage configurations of the tenant: generic CRUD (the secret key encrypted, answered
 * only as a mask; `status` changed only through enable) and `enable/{id}`.
 */
export async function ossRoutes(app: FastifyInstance) {
  registerConfigResource(app, resources.oss, oss, ['secretKey']);
}
