import { type ResourceDef, resources } from '@dp/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../core/context';
import { flowLog } from '../db/schema/workflow';
import { fileFields } from './files';
import { narrowed, type Target, targetOf } from './row-scope';

/** Definitions whose rows' attachments are seen only with the row (ResourceDef.privateFiles). */
const owners = (Object.values(resources) as ResourceDef[]).filter(
  (d) => d.privateFiles && fileFields(d).length > 0,
);

/** Live rows of the caller's tenant that the caller may not see (their scope is not true). */
const hiddenRows = (ctx: RequestContext, t: Target): SQL =>
  sql`${t.cols.tenantId} = ${ctx.tenantId} and ${t.cols.isDeleted} = 0 and (${t.scope(ctx)}) is not true`;

/** The attachment ids (as text) named by the hidden rows of one owner and by their timelines. */
function idsOfHidden(ctx: RequestContext, t: Target): SQL[] {
  const out: SQL[] = [];
  for (const [name, f] of fileFields(t.def)) {
    const col = t.cols[name];
    out.push(
      f.type === 'file'
        ? sql`select ${col}::text from ${t.table} where ${col} is not null and ${hiddenRows(ctx, t)}`
        : sql`select e.v from ${t.table} cross join jsonb_array_elements_text(case when jsonb_typeof(${col}) = 'array' then ${col} else '[]'::jsonb end) as e(v) where ${hiddenRows(ctx, t)}`,
    );
  }
  // files attached to the row's workflow steps (calf_flow_log.file_ids), found by the log's index
  out.push(
    sql`select e.v from ${flowLog} cross join jsonb_array_elements_text(case when jsonb_typeof(${flowLog.fileIds}) = 'array' then ${flowLog.fileIds} else '[]'::jsonb end) as e(v) where ${flowLog.tenantId} = ${ctx.tenantId} and ${flowLog.resource} = ${t.def.name} and ${flowLog.recordId} in (select ${t.cols.id} from ${t.table} where ${hiddenRows(ctx, t)})`,
  );
  return out;
}

/**
 * The attachment page's rows without the files of rows the caller may not see: `attachId not in
 * (ids named by hidden rows of every privateFiles resource)`, one hashed set per statement. Only
 * for a caller whose view of such a resource is narrowed by a data scope (its own or its
 * parent's); anyone else sees every live row of the tenant, so no file is hidden from them.
 */
export function hiddenFilesFilter(ctx: RequestContext, attachId: PgColumn): SQL | undefined {
  if (ctx.isAdministrator) return undefined;
  const parts = owners
    .filter((d) => narrowed(ctx, d.name))
    .flatMap((d) => idsOfHidden(ctx, targetOf(d.name)));
  if (parts.length === 0) return undefined;
  return sql`${attachId}::text not in (select h.v from (${sql.join(parts, sql` union all `)}) as h(v) where h.v is not null)`;
}
