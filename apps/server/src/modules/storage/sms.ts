import { resources } from '@dp/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '../../core/context';
import { anyObject, declareContracts, envelope, getContract, list, postContract } from '../../core/contract';
import { badRequest, ok } from '../../core/envelope';
import { nextId } from '../../core/ids';
import type { Db } from '../../db/client';
import { sms, smsMessage } from '../../db/schema';
import { ENABLED, registerConfigResource } from '../../resource/config-resource';
import { paramsOf, registerResource } from '../../resource/routes';
import { scoped } from '../../resource/scoped';
import { resourceService } from '../../resource/service';
import { CATEGORY_DRIVER, type SmsConfig, type SmsResult, smsDrivers } from './sms-drivers';

const MAX_PHONES = 1000;
const PHONE = /^1[3-9]\d{9}$/;

const sendFailed = (reason: string) => badRequest(`短信发送失败: ${reason}`);

/** `phones`: a comma list of 11-digit mainland mobile numbers (duplicates dropped). */
export function parsePhones(raw: unknown): string[] {
  const list = String(raw ?? '')
    .split(/[,，]/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length === 0) throw sendFailed('请填写手机号');
  const bad = list.filter((p) => !PHONE.test(p));
  if (bad.length) throw sendFailed(`手机号格式不正确: ${bad.slice(0, 5).join(',').slice(0, 100)}`);
  const unique = [...new Set(list)];
  if (unique.length > MAX_PHONES) throw sendFailed(`一次最多发送 ${MAX_PHONES} 个手机号`);
  return unique;
}

/** `params`: a JSON object string of template variables (string or number values). */
export function parseTemplateParams(raw: unknown): Record<string, string> {
  if (raw === undefined || raw === null || raw === '') return {};
  let value: unknown = raw;
  if (typeof raw === 'string') {
    if (raw.length > 4000) throw sendFailed('模板参数过长');
    try {
      value = JSON.parse(raw);
    } catch {
      throw sendFailed('模板参数应为 JSON 对象字符串');
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw sendFailed('模板参数应为 JSON 对象');
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) {
    if (typeof v !== 'string' && typeof v !== 'number') throw sendFailed(`模板参数 ${k} 应为文本或数字`);
    out[k] = String(v);
  }
  return out;
}

export async function smsRoutes(app: FastifyInstance) {
  declareContracts(app, {
    ...Object.fromEntries(
      ['GET', 'POST'].map((method) => [
        `${method} /calf-resource/sms/endpoint/send-message`,
        (method === 'GET' ? getContract : postContract)(
          { code: z.string(), phones: list, params: z.union([z.string(), anyObject]) },
          envelope(z.object({ messageId: z.string() })),
        ),
      ]),
    ),
  });
  const { db } = app.deps;
  const { secrets } = registerConfigResource(app, resources.sms, sms, ['secretKey']);
  registerResource(app, resourceService(resources.smsMessage, smsMessage));

  const sendAccess = { config: { access: { permission: 'sms_send' } } };
  const send = async (req: FastifyRequest) => {
    const ctx = req.ctx!;
    const p = paramsOf(req);
    const phones = parsePhones(p.phones);
    const params = parseTemplateParams(p.params);
    const result = await sendSms(
      db,
      ctx,
      { code: p.code ? String(p.code) : '', phones, params },
      secrets.clear,
    );
    if (!result.ok) throw sendFailed(result.error ?? '未知错误');
    return ok({ messageId: result.messageId ?? '' }, '短信发送成功');
  };
  app.post('/calf-resource/sms/endpoint/send-message', sendAccess, send);
  app.get('/calf-resource/sms/endpoint/send-message', sendAccess, send);
}

/**
 * Sends with the configuration named by `code`, else the tenant's enabled one, else the built-in
 * record-only driver; every attempt is recorded (one row per phone) with its status and error.
 */
export async function sendSms(
  db: Db,
  ctx: Pick<RequestContext, 'tenantId' | 'userId' | 'deptIds'>,
  input: { code: string; phones: string[]; params: Record<string, string> },
  clear: (row: Record<string, unknown>, field: string) => string,
): Promise<SmsResult> {
  const live = and(scoped(ctx, sms, { live: true }));
  const [row] = await db
    .select()
    .from(sms)
    .where(and(live, input.code ? eq(sms.smsCode, input.code) : eq(sms.status, ENABLED)))
    .limit(1);
  if (input.code && !row) throw sendFailed(`未找到短信配置 [${input.code.slice(0, 64)}]`);
  const cfg: SmsConfig | null = row
    ? {
        category: Number(row.category),
        smsCode: String(row.smsCode ?? ''),
        templateId: String(row.templateId ?? ''),
        accessKey: String(row.accessKey ?? ''),
        secretKey: clear(row, 'secretKey'),
        regionId: String(row.regionId ?? ''),
        signName: String(row.signName ?? ''),
      }
    : null;
  const driverName = cfg ? CATEGORY_DRIVER[cfg.category] : 'record';
  const driver = driverName ? smsDrivers[driverName] : undefined;
  let result: SmsResult;
  if (!driver) result = { ok: false, error: '暂不支持该短信服务类型' };
  else {
    try {
      result = await driver.send({ config: cfg, phones: input.phones, params: input.params });
    } catch (e) {
      result = { ok: false, error: e instanceof Error ? e.message : String(e) };
    }
  }
  const now = new Date();
  await db.insert(smsMessage).values(
    input.phones.map((phone) => ({
      id: nextId(),
      tenantId: ctx.tenantId,
      phone,
      smsId: row?.id ?? null,
      smsCode: cfg?.smsCode ?? '',
      driver: (driverName ?? `category-${cfg?.category}`).slice(0, 20),
      templateId: cfg?.templateId ?? '',
      signName: cfg?.signName ?? '',
      params: JSON.stringify(input.params),
      messageId: result.messageId?.slice(0, 128) ?? null,
      error: result.ok ? null : (result.error ?? '').slice(0, 1000),
      status: result.ok ? 1 : 2,
      createUser: ctx.userId,
      updateUser: ctx.userId,
      createDept: ctx.deptIds[0] ?? null,
      createTime: now,
      updateTime: now,
      isDeleted: 0,
    })),
  );
  return result;
}
