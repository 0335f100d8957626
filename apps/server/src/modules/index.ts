import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/routes';
import { dangerRoutes } from './danger';
import { dangerDocsRoutes } from './danger/docs';
import { noticeRoutes } from './desk/notice';
import { developRoutes } from './develop';
import { logRoutes } from './log/error-log';
import { logReadRoutes } from './log/log-read';
import { attachRoutes } from './resource/attach';
import { ossEndpointRoutes } from './resource/endpoint';
import { ossRoutes } from './resource/oss';
import { smsRoutes } from './resource/sms';
import { systemRoutes } from './system';
import { regionRoutes } from './system/region';
import { profileRoutes } from './user/profile';
import { registrationRoutes } from './user/registration';
import { userIoRoutes } from './user/user-io';
import { userRoutes } from './user/users';

/** Every area's routes, mounted under /api. */
export async function registerModules(app: FastifyInstance) {
  await app.register(authRoutes);
  await app.register(systemRoutes);
  await app.register(profileRoutes);
  await app.register(userRoutes);
  await app.register(userIoRoutes);
  await app.register(registrationRoutes);
  await app.register(logRoutes);
  await app.register(logReadRoutes);
  await app.register(regionRoutes);
  await app.register(ossEndpointRoutes);
  await app.register(ossRoutes);
  await app.register(attachRoutes);
  await app.register(noticeRoutes);
  await app.register(smsRoutes);
  await app.register(developRoutes);
  await app.register(dangerRoutes);
  await app.register(dangerDocsRoutes);
}
