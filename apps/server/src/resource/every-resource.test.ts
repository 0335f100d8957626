import { type FieldDef, hasCall, type ResourceDef, resources } from '@dp/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithAdmin, unlockAdmin } from '../../test/fixtures';
import { createTestApp } from '../../test/helpers';
import { nextId } from '../core/ids';
import { dictionary } from './dictionary';
import { refTarget } from './relations';
import { writable } from './schema';

/**
 * The generic suites (crud, filters, excel, isolation, validation) over every resource of the
 * domain registry: a new business resource joins them by being listed in `resources`. Calls a
 * definition does not generate are skipped. Rows are built from the definitions alone; the few
 * values a definition cannot describe (patterns, module rules) are in SAMPLES.
 */
const SAMPLES: Record<
  string,
  (seeded: { menuId: string; ruleId: string; adminId: string }) => Record<string, unknown>
> = {
  client: () => ({ authorizedGrantTypes: 'password,refresh_token' }),
  tenantPackage: ({ menuId }) => ({ menuId }),
  dataScope: ({ menuId }) => ({ menuId }),
  apiScope: ({ menuId }) => ({ menuId, scopePath: '/calf-system/param/**' }),
  datasource: () => ({ url: 'postgres://127.0.0.1:5432/app' }),
  // a recipient belongs to a rule of the tenant and names an existing role
  notifyNoticeItem: ({ ruleId }) => ({ noticeId: ruleId, targetType: 'ROLE', targetValue: 'admin' }),
  notifyMessage: ({ adminId }) => ({ receiverId: adminId, channel: 'SITE' }),
  riskStakeholder: () => ({ contactPhone: '0531-88886666' }),
  // the password policy (8+ characters of two classes) is a module rule
  user: () => ({ password: 'Pass#1234' }),
  // a natural key under its parent's code (a town of 海淀区), new on every call
  region: () => ({ parentCode: '110108', code: `110108${String(++regionSeq).padStart(3, '0')}` }),
};
let regionSeq = 100;

/** Resources whose rows need others first (a reachable data source): their own suites cover them. */
const CRUD_ELSEWHERE: Record<string, string> = {
  model: 'develop/generator.test.ts',
  modelPrototype: 'develop/generator.test.ts',
  code: 'develop/generator.test.ts',
  datasource: 'develop/datasource.test.ts (saving connects to the database)',
  dangerRecord: 'danger/danger-loop.test.ts (photos are uploads; the workflow owns the state)',
  dangerRectificationRecord: 'danger/danger-loop.test.ts (a round belongs to a danger)',
  dangerRectificationDelayApply: 'danger/delay-apply.test.ts (only the rectifier of an open danger applies)',
  riskPointType: 'modules/risk/risk-point.test.ts',
  riskPointControl: 'modules/risk/risk-point.test.ts (rows need a risk point and a complete cascade)',
  riskJobActivity: 'modules/risk/analysis.test.ts (rows need a risk point)',
  riskJobActivityItem:
    'modules/risk/analysis.test.ts (rows need an activity and values from the LEC/LS tables)',
  riskDeviceFacility: 'modules/risk/analysis.test.ts (rows need a risk point)',
  riskDeviceFacilityItem:
    'modules/risk/analysis.test.ts (rows need a device and values from the LEC/LS tables)',
  riskControlMeasure: 'modules/risk/analysis.test.ts (rows need a risk point)',
  riskPointTypeReview: 'modules/risk/risk-point.test.ts (saving submits a target for review)',
  riskJobActivityReview: 'modules/risk/analysis.test.ts (saving submits a target for review)',
  riskDeviceFacilityReview: 'modules/risk/analysis.test.ts (saving submits a target for review)',
  tenantLayout: 'layout/layout.test.ts (the drawing is an upload whose content is checked)',
  oss: 'resource/storage.test.ts and oss-guard.test.ts (the endpoint must be a public, resolvable host)',
  checkPlan: 'check/check.test.ts (a plan needs check points and checkers)',
  checkPlanItem: 'check/check.test.ts (a task belongs to a published plan)',
  checkRecordItem: 'check/check.test.ts (an item result belongs to a record)',
  dangerRectificationNotice: 'danger/notice.test.ts (a notice is created from open dangers)',
  dangerRectificationReport: 'danger/report.test.ts (a report lists dangers awaiting acceptance)',
  dangerMajorReport: 'danger/major-report.test.ts (a report names a confirmed MAJOR danger)',
  riskSafetyFile: 'modules/risk/registers.test.ts (the file is an upload)',
  riskSafetyManagePolicy: 'modules/risk/registers.test.ts (the file is an upload)',
  riskSafetyLogo: 'modules/risk/safety-logo.test.ts (a sign of the tenant needs an uploaded image)',
  riskNoticeBoard: 'modules/risk/notice-board.test.ts (a board is composed from a risk point or a post)',
  riskManual: 'modules/risk/manual.test.ts (the workflow owns the state)',
};

type Def = ResourceDef;
type Row = Record<string, unknown>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let tok: string;
let otherTok: string;
let menuId: string;
let ruleId: string;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  await unlockAdmin(t.db);
  tok = await t.login();
  const other = await createTenantWithAdmin(t.db, () => true);
  menuId = String((await t.pool.query('select id from calf_menu where is_deleted = 0 limit 1')).rows[0].id);
  adminId = String(
    (await t.pool.query(`select id from calf_user where tenant_id = '000000' and account = 'admin'`)).rows[0]
      .id,
  );
  ruleId = String(
    (
      await t.pool.query(
        `select id from notify_notice where tenant_id = '000000' and event = 'DANGER_ASSIGNED'`,
      )
    ).rows[0].id,
  );
  otherTok = await t.login({
    tenantId: other.tenantId,
    account: other.admin.account,
    password: other.admin.password,
  });
});
afterAll(() => t.close());

const api = (def: Def, call: string) => `/api${def.path}/${call}`;

async function firstDictKey(f: FieldDef): Promise<string | undefined> {
  const items = await dictionary(t.db, '000000', f.dict!, f.dictBiz === true);
  return items[0]?.dictKey;
}

/** A valid value of a field (unique per call through `n`), or undefined to leave it out. */
/**
 * A live row of a referenced table in tenant 000000: an existing one, else one inserted through
 * the referenced resource's own calls when it is in the registry.
 */
async function refId(table: string): Promise<string | undefined> {
  const { table: ref, cols } = refTarget({ table, label: 'id' });
  const [row] = await t.db
    .select({ id: cols.id })
    .from(ref)
    .where(
      and(
        cols.isDeleted ? eq(cols.isDeleted, 0) : undefined,
        cols.tenantId ? eq(cols.tenantId, '000000') : undefined,
      ),
    )
    .orderBy(asc(cols.id))
    .limit(1);
  if (row) return String(row.id);
  const target = (Object.values(resources) as Def[]).find((d) => d.table === table);
  if (!target) return undefined;
  const res = await insert(target, await sample(target));
  return res.body.code === 200 ? String(res.body.data.id) : undefined;
}

async function sampleValue(name: string, f: FieldDef, n: string): Promise<unknown> {
  if (f.ref && (f.type === 'id' || f.type === 'ids')) {
    const id = await refId(f.ref.table);
    return id === undefined ? undefined : f.type === 'ids' ? [id] : id;
  }
  if (f.dict) {
    const key = await firstDictKey(f);
    if (key === undefined) return undefined;
    if (f.multiple) return [key];
    return f.type === 'int' ? Number(key) : key;
  }
  switch (f.type) {
    case 'string':
    case 'text': {
      const v = `s${n}${name}`.slice(0, f.max ?? 255);
      return v.padEnd(f.min ?? 0, 'x');
    }
    case 'int':
    case 'decimal':
      return f.min ?? 1;
    case 'bool':
      return true;
    case 'date':
      return '2026-01-02';
    case 'datetime':
      return '2026-01-02 08:00:00';
    case 'json':
      return {};
    case 'ids':
      return [];
    default:
      return undefined;
  }
}

async function sample(def: Def): Promise<Row> {
  const n = nextId().slice(-7);
  const row: Row = {};
  for (const [name, f] of Object.entries(def.fields)) {
    if (!writable(f) || !(f.required || f.unique || f.dict || f.ref)) continue;
    const v = await sampleValue(name, f, n);
    if (v !== undefined) row[name] = v;
  }
  return { ...row, ...(SAMPLES[def.name]?.({ menuId, ruleId, adminId }) ?? {}) };
}

async function insert(def: Def, row: Row) {
  const call = hasCall(def, 'save') ? 'save' : 'submit';
  return t.call('POST', api(def, call), tok, row);
}

const defs = (Object.values(resources) as Def[]).filter((d) => hasCall(d, 'page') || hasCall(d, 'list'));
const writableDefs = defs.filter(
  (d) => (hasCall(d, 'save') || hasCall(d, 'submit')) && !(d.name in CRUD_ELSEWHERE),
);

describe.each(writableDefs.map((d) => [d.name, d] as const))('crud: %s', (_name, def) => {
  it('inserts a row built from the definition, reads it, updates it and removes it', async () => {
    const res = await insert(def, await sample(def));
    expect(res.body.code, res.body.msg).toBe(200);
    const id = res.body.data.id as string;
    expect(id).toMatch(/^\d+$/);
    if (hasCall(def, 'detail')) {
      const got = await t.call('GET', api(def, 'detail'), tok, undefined, { id });
      expect(got.body.code, got.body.msg).toBe(200);
      expect(got.body.data.id).toBe(id);
    }
    const title = Object.entries(def.fields).find(
      ([n, f]) =>
        f.type === 'string' &&
        !f.unique &&
        !f.pattern &&
        !f.dict &&
        !f.secret &&
        f.form !== false &&
        n in res.body.data &&
        writable(f),
    )?.[0];
    if (hasCall(def, 'update') && title) {
      const changed = `u${nextId().slice(-6)}`;
      const upd = await t.call('POST', api(def, 'update'), tok, {
        id,
        version: res.body.data.version,
        [title]: changed,
      });
      expect(upd.body.code, upd.body.msg).toBe(200);
      if (hasCall(def, 'detail'))
        expect((await t.call('GET', api(def, 'detail'), tok, undefined, { id })).body.data[title]).toBe(
          changed,
        );
    }
    if (hasCall(def, 'remove')) {
      const rm = await t.call('POST', api(def, 'remove'), tok, undefined, { ids: id });
      expect(rm.body.code, rm.body.msg).toBe(200);
      if (hasCall(def, 'detail'))
        expect((await t.call('GET', api(def, 'detail'), tok, undefined, { id })).status).toBe(404);
    }
  });
});

describe.each(defs.map((d) => [d.name, d] as const))('filters: %s', (_name, def) => {
  const listCall = hasCall(def, 'list') ? 'list' : 'page';
  // `page` is a POST call (filters in the query string as the client sends them); `list` answers GET.
  const list = (q: Record<string, string>) =>
    t.call(listCall === 'list' ? 'GET' : 'POST', api(def, listCall), tok, undefined, q);

  it('answers every search filter and every sortable column without error', async () => {
    for (const [name, f] of Object.entries(def.fields)) {
      if (f.search === 'daterange') {
        const res = await list({
          [`${name}_datege`]: '2020-01-01 00:00:00',
          [`${name}_datele`]: '2030-01-01',
        });
        expect(res.body.code, `${name}: ${res.body.msg}`).toBe(200);
      } else if (f.search) {
        const v = await sampleValue(name, f, '1');
        const value = Array.isArray(v) ? String(v[0]) : String(v ?? '1');
        const res = await list({ [f.search === 'equal' ? `${name}_equal` : name]: value });
        expect(res.body.code, `${name}: ${res.body.msg}`).toBe(200);
      }
      if (f.sortable) {
        expect((await list({ ascs: name })).body.code).toBe(200);
        expect((await list({ descs: name })).body.code).toBe(200);
      }
    }
  });

  it('ignores unknown filters and refuses malformed values with 400', async () => {
    expect((await list({ no_such_column: 'x', 'a;drop': '1' })).body.code).toBe(200);
    // without base columns there is no createTime; a natural key is text (any value only matches)
    if (def.baseColumns !== false)
      expect((await list({ createTime_datege: 'yesterday' })).body.code).toBe(400);
    if (!def.key) expect((await list({ id: 'abc' })).body.code).toBe(400);
    const int = Object.entries(def.fields).find(([, f]) => f.type === 'int' && !f.secret)?.[0];
    if (int) expect((await list({ [`${int}_equal`]: 'abc' })).body.code, int).toBe(400);
  });
});

describe.each(
  defs.filter((d) => hasCall(d, 'exportExcel') || hasCall(d, 'import')).map((d) => [d.name, d] as const),
)('excel: %s', (_name, def) => {
  it('exports a workbook and serves the import template', async () => {
    for (const [call, ok] of [
      ['exportExcel', hasCall(def, 'exportExcel')],
      ['template', hasCall(def, 'import')],
    ] as const) {
      if (!ok) continue;
      const res = await t.call('GET', api(def, call), tok);
      expect(res.status, call).toBe(200);
      expect(String(res.raw.headers['content-type'])).toContain('spreadsheetml');
      expect(res.raw.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    }
  });
});

describe.each(
  writableDefs.filter((d) => d.tenantScoped && hasCall(d, 'detail')).map((d) => [d.name, d] as const),
)('isolation: %s', (_name, def) => {
  it("another tenant's administrator can neither read, change nor remove the row", async () => {
    const { id } = (await insert(def, await sample(def))).body.data;
    const get = await t.call('GET', api(def, 'detail'), otherTok, undefined, { id });
    expect([403, 404]).toContain(get.status);
    const listCall = hasCall(def, 'list') ? 'list' : 'page';
    const listed = await t.call('GET', api(def, listCall), otherTok, undefined, { id });
    if (listed.body.code === 200) expect(listed.body.data.total).toBe(0);
    if (hasCall(def, 'update')) {
      const upd = await t.call('POST', api(def, 'update'), otherTok, { id, version: 0 });
      expect([400, 403, 404]).toContain(upd.status);
    }
    if (hasCall(def, 'remove')) {
      const rm = await t.call('POST', api(def, 'remove'), otherTok, undefined, { ids: id });
      expect([403, 404]).toContain(rm.status);
      expect((await t.call('GET', api(def, 'detail'), tok, undefined, { id })).body.code).toBe(200);
    }
  });
});

/** Platform-wide resources the platform administrator alone changes (the others have suites of their own). */
const platformWrites = writableDefs.filter(
  (d) =>
    !d.tenantScoped && hasCall(d, 'detail') && hasCall(d, 'remove') && !['user', 'dict'].includes(d.name),
);

describe.each(platformWrites.map((d) => [d.name, d] as const))(
  'isolation (platform-wide): %s',
  (_name, def) => {
    it("a tenant's administrator can neither change nor remove a platform row", async () => {
      const { id } = (await insert(def, await sample(def))).body.data;
      const key = def.key ? { [def.key]: id } : {};
      const call = hasCall(def, 'update') ? 'update' : 'submit';
      const upd = await t.call('POST', api(def, call), otherTok, {
        ...(await sample(def)),
        ...key,
        id,
        version: 0,
      });
      expect(upd.status, upd.body.msg).toBe(403);
      const rm = await t.call('POST', api(def, 'remove'), otherTok, undefined, { ids: id });
      expect(rm.status).toBe(403);
      expect((await t.call('GET', api(def, 'detail'), tok, undefined, { id })).body.code).toBe(200);
    });
  },
);

describe.each(writableDefs.map((d) => [d.name, d] as const))('validation: %s', (_name, def) => {
  it('refuses missing required values, too long texts and non-numbers with 400, saving nothing', async () => {
    const good = await sample(def);
    const fields = Object.entries(def.fields).filter(([, f]) => writable(f));
    for (const [name, f] of fields) {
      const bad: unknown[] = [];
      // left out, a field with a default takes it: an explicit empty value is what must be refused
      if (f.required) bad.push(f.defaultValue === undefined ? undefined : '');
      if ((f.type === 'string' || f.type === 'text') && f.max && !f.multiple) bad.push('x'.repeat(f.max + 1));
      if (f.type === 'int' || f.type === 'decimal') bad.push('not a number');
      if (f.type === 'id') bad.push('1 or 1=1');
      for (const v of bad) {
        const row = { ...good };
        if (v === undefined) delete row[name];
        else row[name] = v;
        const res = await insert(def, row);
        expect(res.body.code, `${name}=${String(v).slice(0, 20)}: ${res.body.msg}`).toBe(400);
      }
    }
    const notObject = await insert(def, [1, 2] as unknown as Row);
    expect(notObject.body.code).toBe(400);
  });
});
