import type { FastifyInstance } from 'fastify';
import { messageRoutes } from './messages';
import { itemRoutes, ruleRoutes } from './rules';
import { configureNotify } from './service';

/** /shtmp-notify: rules and announcements, their recipients, and delivered messages. */
export async function notifyRoutes(app: FastifyInstance) {
  configureNotify({ dataKey: app.deps.config.dataKey });
  await app.register(ruleRoutes);
  await app.register(itemRoutes);
  await app.register(messageRoutes);
}
