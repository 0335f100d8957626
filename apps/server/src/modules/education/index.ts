import type { FastifyInstance } from 'fastify';
import { formatDate } from '../../core/dates';
import { badRequest, ok } from '../../core/envelope';
import { isId } from '../../core/ids';
import { paramsOf, registerResource } from '../../resource/routes';
import { investmentPlanService, yearTotals } from './investment';
import { meetingRecordService, openFollowUps } from './meeting';
import { qualificationRecordService } from './qualification';
import './reminders';
import { z } from 'zod';
import {
  anyObject,
  declareContracts,
  envelope,
  getContract,
  list,
  postContract,
  text,
} from '../../core/contract';
import { requiredHours } from './settings';
import { addParticipants, hoursBelow, trainingParticipantService, trainingRecordService } from './training';
import { userOptions } from './users';

const base = '/shtmp-education';
const read = (code: string | string[]) => ({ config: { access: { permission: code } } });

function yearOf(value: unknown): number {
  const y = value === undefined || value === '' ? Number(formatDate(new Date()).slice(0, 4)) : Number(value);
  if (!Number.isInteger(y) || y < 2000 || y > 2100) throw badRequest('参数错误: year 应为 2000-2100 的年份');
  return y;
}

/** 教育培训 (seed 001 §7 Education): certificates, meetings, investment, trainings and participants. */
export async function educationRoutes(app: FastifyInstance) {
  declareContracts(app, {
    [`GET ${base}/meetingRecord/followUps`]: getContract(
      { ownerId: text },
      envelope(
        z.array(
          z.looseObject({
            meetingId: z.string(),
            title: z.string().nullable(),
            content: z.string().nullable(),
            ownerId: z.string().nullable(),
            dueDate: z.string().nullable(),
            isOverdue: z.boolean(),
          }),
        ),
      ),
    ),
    [`GET ${base}/investmentPlan/yearTotals`]: getContract(
      { year: text },
      envelope(
        z.object({
          year: z.number().int(),
          planned: z.number(),
          actual: z.number(),
          executionRate: z.number().nullable(),
          categories: z.array(
            z.object({
              category: z.string().nullable(),
              items: z.number().int(),
              planned: z.number(),
              actual: z.number(),
              executionRate: z.number().nullable(),
            }),
          ),
        }),
      ),
    ),
    [`GET ${base}/trainingRecord/hoursBelow`]: getContract(
      { year: text },
      envelope(z.object({ required: z.number(), people: z.array(anyObject) })),
    ),
    [`GET ${base}/userOptions`]: getContract(
      {},
      envelope(z.array(z.object({ id: z.string(), realName: z.string().nullable(), account: z.string() }))),
    ),
    [`POST ${base}/trainingParticipant/batch`]: postContract(
      { recordId: text, userIds: list },
      envelope(z.object({ added: z.number().int() })),
    ),
  });
  const { db } = app.deps;
  registerResource(app, qualificationRecordService);
  registerResource(app, meetingRecordService);
  registerResource(app, investmentPlanService);
  registerResource(app, trainingRecordService);
  registerResource(app, trainingParticipantService);

  app.get<{ Querystring: { ownerId?: string } }>(
    `${base}/meetingRecord/followUps`,
    read('meetingRecord'),
    async (req) => {
      const ctx = req.ctx!;
      const ownerId = req.query.ownerId;
      if (ownerId !== undefined && ownerId !== '' && !isId(ownerId))
        throw badRequest('参数错误: ownerId 应为编号');
      return ok(await openFollowUps(db, meetingRecordService.scope(ctx), ctx.tenantId, ownerId || undefined));
    },
  );

  app.get<{ Querystring: { year?: string } }>(
    `${base}/investmentPlan/yearTotals`,
    read('investmentPlan'),
    async (req) => ok(await yearTotals(db, investmentPlanService.scope(req.ctx!), yearOf(req.query.year))),
  );

  app.get<{ Querystring: { year?: string } }>(
    `${base}/trainingRecord/hoursBelow`,
    read('trainingRecord'),
    async (req) => {
      const ctx = req.ctx!;
      const required = await requiredHours(db, ctx.tenantId);
      const people = await hoursBelow(
        db,
        ctx.tenantId,
        trainingRecordService.scope(ctx),
        yearOf(req.query.year),
        required,
      );
      return ok({ required, people });
    },
  );

  // People to pick in the education forms (holder, host, attendees, owners, participants).
  app.get(
    `${base}/userOptions`,
    read(['qualificationRecord', 'meetingRecord', 'trainingRecord', 'investmentPlan']),
    async (req) => ok(await userOptions(db, req.ctx!.tenantId)),
  );

  app.post(`${base}/trainingParticipant/batch`, read('trainingRecord_edit'), async (req) => {
    const p = paramsOf(req);
    const added = await addParticipants(db, req.ctx!, p.recordId, p.userIds);
    return ok({ added }, `已添加${added}名参训人员`);
  });
}
