import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/routes';
import { noticeRoutes } from './desk/notice';
import { logRoutes } from './log/error-log';
import { ossEndpointRoutes } from './resource/endpoint';
import { systemRoutes } from './system';
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
  await app.register(ossEndpointRoutes);
  await app.register(noticeRoutes);
}
