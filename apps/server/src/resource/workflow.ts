import type { FieldDef, ResourceDef, Text } from '@dp/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { hasPermission, type RequestContext } from '../core/context';
import { badRequest, conflict, forbidden, notFound } from '../core/envelope';
import { isId, nextId } from '../core/ids';
import type { Db } from '../db/client';
import { flowLog } from '../db/schema/workflow';
import { dictKeysOf } from './dicts';
import { checkFiles } from './files';
import { checkRefs } from './relations';
import { visibleIn } from './row-scope';
import { checkDictValues, validateInput } from './schema';
import { scoped } from './scoped';
import type { ResourceHooks, ResourceService, Row } from './service';
import { STALE_MESSAGE } from './versioned';

/**
 * Who may take an action; any one entry suffices. `role` is a role alias (after the workflow's
 * `roles` mapping), `permission` a button code, `field` a record column holding the responsible
 * user's id (e.g. `rectifyUserId`), `test` anything else (named by `label` in refusals).
 */
export type Who =
  | { role: string }
  | { permission: string }
  | { field: string; label: Text }
  | { test: (a: { ctx: RequestContext; row: Row; roles: ReadonlySet<string> }) => boolean; label: Text };

export type ActionArgs = {
  ctx: RequestContext;
  /** The transaction every write of the transition goes through. */
  db: Db;
  /** The record as read (locked) before the transition. */
  row: Row;
  /** The validated payload fields of the action. */
  payload: Row;
  opinion: string | null;
  fileIds: string[];
  now: Date;
  roles: ReadonlySet<string>;
};

/** A rule that refuses the transition with a message naming it; undefined lets it pass. */
export type Guard = (a: ActionArgs) => string | undefined | Promise<string | undefined>;

export type ActionDef = {
  label: Text;
  from: readonly string[];
  /** Target state, or computed from the record and payload (e.g. CONFIRM → by level). */
  to: string | ((a: ActionArgs) => string | Promise<string>);
  who: readonly Who[];
  /** A button code the caller must also hold for this action (e.g. `dangerRecord_ignore`). */
  permission?: string;
  /** Payload fields, validated like resource fields (`required` gives "请输入<label>"). */
  payload?:
    | Record<string, FieldDef>
    | ((a: {
        ctx: RequestContext;
        db: Db;
        row: Row;
      }) => Promise<Record<string, FieldDef>> | Record<string, FieldDef>);
  opinionRequired?: boolean;
  /** Record-only condition: when false the action is neither offered nor accepted. */
  when?: { test: (row: Row) => boolean; message: string };
  guards?: readonly Guard[];
  /** Side effects in the same transaction; the returned columns are written with the new state. */
  effect?: (a: ActionArgs) => Promise<Row | undefined> | Row | undefined;
  /** Callable only from the module's own endpoints (e.g. `updateRectificationPlan`), not `process`. */
  internal?: boolean;
  /** A system step (with `internal`): never offered to anyone in `allowedActions`. */
  system?: boolean;
  /** Writes no flow-log row (draft saves that change no state). */
  silent?: boolean;
};

export type WorkflowDef = {
  /** States with their labels (used in refusals and documentation). */
  states: Record<string, Text>;
  /** State of a newly inserted record. */
  initial: string;
  stateField?: string;
  actions: Record<string, ActionDef>;
  /** Role aliases of the caller as the workflow sees them (e.g. tenant admin counts as SAFETY_ADMIN). */
  roles?: (ctx: RequestContext) => readonly string[];
};

const label = (t: Text | undefined, key: string) => t?.zh ?? key;

/** `fileIds` of a transition: any upload of the caller's tenant. */
const ATTACHED = {
  fields: { fileIds: { type: 'files', label: { zh: '附件', en: 'Files' }, accept: 'any' } },
} as unknown as ResourceDef;

const rolesOf = (wf: WorkflowDef, ctx: RequestContext): ReadonlySet<string> =>
  new Set(wf.roles ? wf.roles(ctx) : ctx.roleAliases);

function isAllowedBy(who: Who, ctx: RequestContext, row: Row, roles: ReadonlySet<string>): boolean {
  if ('role' in who) return roles.has(who.role);
  if ('permission' in who) return hasPermission(ctx, who.permission);
  if ('field' in who) return row[who.field] !== null && String(row[who.field]) === ctx.userId;
  return who.test({ ctx, row, roles });
}

const whoText = (who: Who): string => {
  if ('role' in who) return `角色 ${who.role}`;
  if ('permission' in who) return `权限 ${who.permission}`;
  return who.label.zh;
};

/** Actions the caller may take on this record now (state, condition and who; not payload). */
export function allowedActions(wf: WorkflowDef, ctx: RequestContext, row: Row): string[] {
  const roles = rolesOf(wf, ctx);
  const state = String(row[wf.stateField ?? 'status']);
  return Object.entries(wf.actions)
    .filter(
      ([, a]) =>
        !a.system &&
        a.from.includes(state) &&
        (a.when?.test(row) ?? true) &&
        (!a.permission || hasPermission(ctx, a.permission)) &&
        a.who.some((w) => isAllowedBy(w, ctx, row, roles)),
    )
    .map(([name]) => name);
}

/**
 * Hooks for the resource service of a workflow resource: new records start in the initial state,
 * and every record read carries `allowedActions` for the caller (computed, no query).
 */
export function workflowHooks(wf: WorkflowDef, extra: ResourceHooks = {}): ResourceHooks {
  const stateField = wf.stateField ?? 'status';
  return {
    ...extra,
    beforeWrite: async (args) => {
      if (!args.existing) args.row[stateField] = wf.initial;
      await extra.beforeWrite?.(args);
    },
    decorate: async (args) => {
      const rows = extra.decorate ? await extra.decorate(args) : args.rows;
      return rows.map((r) => ({ ...r, allowedActions: allowedActions(wf, args.ctx, r) }));
    },
  };
}

/**
 * The timeline of a record, oldest first: nothing unless the record itself is visible to the
 * caller (its tenant, live, the caller's data scope of its menu — resource/row-scope.ts).
 */
export async function flowLogOf(db: Db, ctx: RequestContext, resource: string, recordId: string) {
  const rows = await db
    .select()
    .from(flowLog)
    .where(
      and(
        scoped(ctx, flowLog),
        eq(flowLog.resource, resource),
        eq(flowLog.recordId, recordId),
        visibleIn(ctx, resource, flowLog.recordId),
      ),
    )
    .orderBy(asc(flowLog.time), asc(flowLog.id));
  return rows.map(({ tenantId: _t, ...r }) => r);
}

/** Turns resource fields into payload fields: the same validation, writable, optionally required. */
export function payloadFields(
  def: ResourceDef,
  names: readonly string[],
  opts: { required?: readonly string[] } = {},
): Record<string, FieldDef> {
  const out: Record<string, FieldDef> = {};
  for (const n of names) {
    const f = def.fields[n];
    if (!f) throw new Error(`${def.name}: no field ${n}`);
    out[n] = { ...f, calc: false, numbering: undefined, required: opts.required?.includes(n) ?? f.required };
  }
  return out;
}

export type ProcessInput = {
  id: string;
  action: string;
  version?: number;
  opinion?: string | null;
  fileIds?: string[];
  payload: Row;
};

/** Splits a `process` body `{id, action, opinion, fileIds, version, ...payload}`. */
export function processInput(body: unknown): ProcessInput {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('参数错误: 请求体应为 JSON 对象');
  }
  const { id, action, version, opinion, fileIds, ...payload } = body as Row;
  if (!isId(String(id ?? ''))) throw badRequest('参数错误: id 应为编号');
  if (typeof action !== 'string' || action === '') throw badRequest('参数错误: action 不能为空');
  if (version !== undefined && version !== null && !Number.isInteger(Number(version))) {
    throw badRequest('参数错误: version 应为整数');
  }
  if (opinion !== undefined && opinion !== null && typeof opinion !== 'string') {
    throw badRequest('参数错误: opinion 应为文本');
  }
  const files = typeof fileIds === 'string' ? fileIds.split(',').filter(Boolean) : (fileIds ?? []);
  if (!Array.isArray(files) || !files.every((f) => isId(String(f)))) {
    throw badRequest('参数错误: fileIds 应为编号列表');
  }
  return {
    id: String(id),
    action,
    version: version === undefined || version === null ? undefined : Number(version),
    opinion: typeof opinion === 'string' && opinion.trim() !== '' ? opinion.trim() : null,
    fileIds: files.map(String),
    payload,
  };
}

/**
 * The engine of one resource's state machine. Every transition runs in one transaction: the
 * record is read with a row lock, the version the caller read is compared, then state, who,
 * payload and guards are checked in that order; a refusal throws before anything is written.
 * The update itself is conditioned on the version again, so the engine stays correct even where
 * the lock is not taken (a caller's own transaction).
 */
export function createWorkflow(service: ResourceService, wf: WorkflowDef) {
  const def = service.def;
  const table = service.table;
  const cols = table as unknown as Record<string, PgColumn>;
  const stateField = wf.stateField ?? 'status';
  if (!def.versioned) throw new Error(`${def.name}: a workflow resource must be versioned`);
  if (!cols[stateField]) throw new Error(`${def.name}: no state column ${stateField}`);

  const stateLabel = (s: unknown) => label(wf.states[String(s)], String(s));
  const listeners: TransitionListener[] = [];

  /** The payload, validated like the resource's own fields: format, dictionary keys, references, files. */
  async function validatePayload(a: ActionDef, ctx: RequestContext, db: Db, row: Row, payload: Row) {
    const fields = typeof a.payload === 'function' ? await a.payload({ ctx, db, row }) : a.payload;
    if (!fields) return {};
    const shape = { ...def, tree: false, versioned: false, fields } as ResourceDef;
    const { status: _ignored, ...body } = payload;
    const valid = Object.fromEntries(
      Object.entries(validateInput(shape, body, false)).filter(([k]) => k in fields),
    );
    await checkDictValues(shape, valid, dictKeysOf(db, ctx.tenantId));
    await checkRefs(db, ctx, shape, valid);
    await checkFiles(db, ctx, shape, valid);
    return valid;
  }

  /**
   * Runs one action. `db` may be a transaction of the caller (then the caller's other writes
   * commit or roll back with it). Returns the updated record.
   */
  async function run(
    db: Db,
    ctx: RequestContext,
    input: ProcessInput,
    opts: { internal?: boolean } = {},
  ): Promise<Row> {
    const a = wf.actions[input.action];
    if (!a || (a.internal && !opts.internal)) throw badRequest(`不支持的处理动作: ${input.action}`);
    return db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const [row] = (await tx
        .select()
        .from(table)
        .where(and(service.scope(ctx), eq(cols.id, input.id)))
        .for('update')) as Row[];
      if (!row) throw notFound('数据不存在或已被删除');
      const version = Number(row.version);
      if (input.version === undefined) throw badRequest('参数错误: version 不能为空（请刷新后重试）');
      if (input.version !== version) throw conflict(STALE_MESSAGE);
      const from = String(row[stateField]);
      if (!a.from.includes(from)) {
        throw badRequest(`当前状态「${stateLabel(from)}」不能执行「${a.label.zh}」`);
      }
      if (a.when && !a.when.test(row)) throw badRequest(a.when.message);
      const roles = rolesOf(wf, ctx);
      if (a.permission && !hasPermission(ctx, a.permission)) {
        throw forbidden(`无权执行「${a.label.zh}」：缺少权限 ${a.permission}`);
      }
      if (!a.who.some((w) => isAllowedBy(w, ctx, row, roles))) {
        throw forbidden(`无权执行「${a.label.zh}」：仅限${a.who.map(whoText).join('、')}`);
      }
      if (a.opinionRequired && !input.opinion) throw badRequest(`「${a.label.zh}」须填写意见`);
      const payload = await validatePayload(a, ctx, tx, row, input.payload);
      await checkFiles(tx, ctx, ATTACHED, { fileIds: input.fileIds });
      const args: ActionArgs = {
        ctx,
        db: tx,
        row,
        payload,
        opinion: input.opinion ?? null,
        fileIds: input.fileIds ?? [],
        now: new Date(),
        roles,
      };
      for (const guard of a.guards ?? []) {
        const refusal = await guard(args);
        if (refusal) throw badRequest(refusal);
      }
      const to = typeof a.to === 'function' ? await a.to(args) : a.to;
      const changes = (await a.effect?.(args)) ?? {};
      const [saved] = (await tx
        .update(table)
        .set({
          ...changes,
          [stateField]: to,
          version: version + 1,
          updateUser: ctx.userId,
          updateTime: args.now,
        })
        .where(and(eq(cols.id, input.id), eq(cols.version, version)))
        .returning()) as Row[];
      if (!saved) throw conflict(STALE_MESSAGE);
      if (!a.silent) {
        await tx.insert(flowLog).values({
          id: nextId(),
          tenantId: String(row.tenantId ?? ctx.tenantId),
          resource: def.name,
          recordId: input.id,
          action: input.action,
          fromStatus: from,
          toStatus: to,
          operatorId: ctx.userId,
          operatorName: ctx.userName || ctx.account,
          time: args.now,
          opinion: args.opinion,
          fileIds: args.fileIds.length ? args.fileIds : null,
          payload: Object.keys(payload).length ? jsonSafe(payload) : null,
        });
      }
      const after = service.output(saved);
      for (const listener of listeners) {
        await listener({
          ctx,
          db: tx,
          action: input.action,
          from,
          to,
          before: row,
          after,
          opinion: args.opinion,
        });
      }
      return after;
    });
  }

  return {
    def: wf,
    service,
    run,
    allowedActions: (ctx: RequestContext, row: Row) => allowedActions(wf, ctx, row),
    /**
     * Runs `listener` after every transition, in its transaction (notifications, escalations,
     * another module's bookkeeping): a listener that throws undoes the transition.
     */
    onTransition: (listener: TransitionListener) => {
      listeners.push(listener);
    },
  };
}

export type TransitionListener = (t: {
  ctx: RequestContext;
  db: Db;
  action: string;
  from: string;
  to: string;
  before: Row;
  after: Row;
  opinion: string | null;
}) => Promise<void> | void;

export type Workflow = ReturnType<typeof createWorkflow>;

/** Dates as ISO strings, everything else as is (the payload column is JSON). */
function jsonSafe(row: Row): Row {
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
  );
}
