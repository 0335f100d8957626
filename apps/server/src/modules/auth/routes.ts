import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SHELL_ROUTE } from '../../core/context';
import {
  anyObject,
  contract,
  declareContracts,
  envelope,
  getContract,
  postContract,
  text,
} from '../../core/contract';
import { ok } from '../../core/envelope';
import { invalidateDicts } from '../../resource/dictionary';
import { recordClientLogs } from '../log/error-log';
import { createCaptcha } from './captcha';
import { GrantError, grant } from './grant';
import { invalidatePermissions } from './permissions';
import { invalidateRoles } from './session';
import { revokeSessions } from './tokens';

const open = { config: { access: { public: true } } };
/** The flat answer of logout and clear-cache (not in the envelope, api-contract §2). */
const flatResult = z.object({ success: z.string(), msg: z.string() });

export async function authRoutes(app: FastifyInstance) {
  declareContracts(app, {
    'POST /calf-auth/oauth/token': postContract(
      {
        tenantId: text,
        username: text,
        password: z.string(),
        grant_type: z.string(),
        scope: z.string(),
        refresh_token: z.string(),
      },
      // flat, not in the envelope (api-contract §2); a refused grant answers 400 {error, error_description}
      z.looseObject({
        access_token: z.string(),
        refresh_token: z.string(),
        token_type: z.string(),
        expires_in: z.number(),
        tenant_id: z.string(),
        user_id: z.string(),
        account: z.string(),
      }),
    ),
    'GET /calf-auth/oauth/captcha': getContract(
      {},
      z.object({ key: z.string(), image: z.string(), text: z.string().optional() }),
    ),
    'GET /calf-auth/oauth/logout': getContract({}, flatResult),
    'POST /calf-auth/oauth/logout': contract({
      // client error reports may ride along (recorded before the session ends)
      body: z.union([z.array(anyObject), anyObject]).nullish(),
      response: flatResult,
    }),
    'GET /calf-auth/oauth/user-info': getContract(
      {},
      envelope(
        z.object({
          userId: z.string(),
          tenantId: z.string(),
          account: z.string(),
          userName: z.string(),
          deptId: z.string(),
          roleId: z.string(),
          roleName: z.string(),
          roles: z.array(z.string()),
          permissions: z.array(z.string()),
        }),
      ),
    ),
    'GET /calf-auth/oauth/clear-cache': getContract({}, flatResult),
    'GET /calf-system/public-settings': getContract(
      {},
      envelope(
        z.object({
          captchaEnabled: z.boolean(),
          tenantMode: z.boolean(),
          switchMode: z.boolean(),
          registerEnabled: z.boolean(),
          visualUrl: z.string(),
          dataScreenUrl: z.string(),
        }),
      ),
    ),
  });
  const { db, config } = app.deps;

  app.post(
    '/calf-auth/oauth/token',
    {
      config: {
        access: { public: true },
        rateLimit: { max: config.signInRateLimit, timeWindow: '1 minute' },
      },
    },
    async (req, reply) => {
      try {
        return await grant(db, config, req);
      } catch (e) {
        if (!(e instanceof GrantError)) throw e;
        return reply
          .status(400)
          .send({ error: 'invalid_grant', error_code: 400, error_description: e.message });
      }
    },
  );

  app.get(
    '/calf-auth/oauth/captcha',
    { config: { access: { public: true }, rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async () => {
      const c = await createCaptcha(db);
      return config.captchaTestMode ? c : { key: c.key, image: c.image };
    },
  );

  const logout = async (req: import('fastify').FastifyRequest) => {
    if (req.ctx) {
      if (Array.isArray(req.body) && req.body.length) await recordClientLogs(db, req.ctx, req.body, req);
      await revokeSessions(db, { sessionId: req.ctx.sessionId });
    }
    return { success: 'true', msg: 'success' };
  };
  app.get('/calf-auth/oauth/logout', open, logout);
  app.post('/calf-auth/oauth/logout', open, logout);

  app.get('/calf-auth/oauth/user-info', SHELL_ROUTE, async (req) => {
    const c = req.ctx!;
    return ok({
      userId: c.userId,
      tenantId: c.tenantId,
      account: c.account,
      userName: c.userName,
      deptId: c.deptIds.join(','),
      roleId: c.roleIds.join(','),
      roleName: c.roleAliases.join(','),
      roles: c.roleAliases,
      permissions: c.isAdministrator ? ['*'] : [...c.permissions],
    });
  });

  // The caches are the whole server's: only the platform administrator flushes them.
  app.get('/calf-auth/oauth/clear-cache', { config: { access: { administrator: true } } }, async () => {
    invalidateDicts();
    invalidatePermissions();
    invalidateRoles();
    return { success: 'true', msg: 'success' };
  });

  app.get('/calf-system/public-settings', open, async () =>
    ok({
      captchaEnabled: config.captchaEnabled,
      tenantMode: config.tenantMode,
      switchMode: config.switchMode,
      registerEnabled: true,
      visualUrl: config.visualUrl,
      dataScreenUrl: config.dataScreenUrl,
    }),
  );
}
