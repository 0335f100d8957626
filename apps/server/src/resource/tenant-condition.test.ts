import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One data-access path (issue #8): modules name the tenant of a hand-written query through
 * `scoped(ctx, table)` (resource/scoped.ts) or the layer's service, never by writing the
 * condition themselves — a condition written per feature is how tenant leaks happen.
 */
const MODULES = join(import.meta.dirname, '..', 'modules');

/** A tenant condition written by hand: `eq(x.tenantId, …)`, `inArray(x.tenantId, …)`, `ne(…)`, raw SQL. */
const PATTERNS = [
  /\b(eq|ne|inArray|notInArray|anyId)\(\s*(?!tenant\.tenantId\b)[\w.!()]+\.tenantId\s*,/g,
  /(?<!\.)\btenant_id\s*(=(?!=)|<>|!=|\bin\b)/gi,
];

/**
 * Where a module truly needs its own condition, with the reason. (`tenant.tenantId` is not a
 * tenant condition: it is the key of calf_tenant, the platform's list of tenants.)
 */
const ALLOWED: Record<string, string> = {
  'system/params.ts':
    "a parameter is the tenant's own value or else the platform default of tenant 000000: both tenants at once",
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every hand-written tenant condition of a source text, as `line: text`. */
function tenantConditions(text: string): string[] {
  const found: string[] = [];
  for (const pattern of PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      const line = text.slice(0, m.index).split('\n').length;
      found.push(`${line}: ${m[0].replace(/\s+/g, ' ')}`);
    }
  }
  return found;
}

describe('tenant conditions in modules', () => {
  it('recognises the hand-written forms and lets scoped() and the tenant list through', () => {
    expect(tenantConditions('and(eq(dept.tenantId, ctx.tenantId), x)')).toHaveLength(1);
    expect(tenantConditions('inArray(\n  user.tenantId,\n  codes)')).toHaveLength(1);
    expect(
      tenantConditions('ctx.isAdministrator ? undefined : eq(role.tenantId, ctx.tenantId)'),
    ).toHaveLength(1);
    expect(tenantConditions('where tenant_id = $1 and is_deleted = 0')).toHaveLength(1);
    expect(tenantConditions('and(scoped(ctx, dept, { live: true }), eq(tenant.tenantId, code))')).toEqual([]);
  });

  it('no module outside the layer writes its own tenant condition (scoped() instead)', () => {
    const offenders: string[] = [];
    for (const file of sources(MODULES)) {
      const name = relative(MODULES, file).split('\\').join('/');
      if (name in ALLOWED) continue;
      for (const hit of tenantConditions(readFileSync(file, 'utf8'))) offenders.push(`${name}:${hit}`);
    }
    expect(offenders).toEqual([]);
  });

  it('every allowed file still needs its exception', () => {
    for (const name of Object.keys(ALLOWED))
      expect(tenantConditions(readFileSync(join(MODULES, name), 'utf8')), name).not.toEqual([]);
  });
});
