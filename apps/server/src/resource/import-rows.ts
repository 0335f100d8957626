import type { ResourceDef } from '@dp/domain';
import type { RequestContext } from '../core/context';
import { ApiError, badRequest } from '../core/envelope';
import { writeTransaction } from '../core/together';
import type { Db } from '../db/client';
import { dictKeysOf } from './dicts';
import { importProgress, type ProgressReport } from './import-progress';
import { refNamesToIds } from './import-refs';
import { checkDictValues, type DictKeys, validateInput } from './schema';
import type { ResourceService, Row } from './service';

/** Rows handed to the layer's insertMany at a time (its answers for them are then let go). */
const IMPORT_CHUNK = 2_000;

/** Row errors named in one refusal: all of them up to this many, then their count. */
export const LISTED_ERRORS = 200;

/** "导入失败,数据未做任何修改。第3行: …; 第7行: …" (the first LISTED_ERRORS, then how many in all). */
export function importRefusal(errors: string[]): ApiError {
  const listed = errors.slice(0, LISTED_ERRORS);
  if (errors.length > LISTED_ERRORS) listed.push(`共${errors.length}行有误`);
  return badRequest(`导入失败,数据未做任何修改。${listed.join('; ')}`);
}

/** The dictionary keys of the caller's tenant, each dictionary read once for the whole file. */
function cachedKeys(db: Db, tenantId: string): DictKeys {
  const read = dictKeysOf(db, tenantId);
  const seen = new Map<string, Promise<ReadonlySet<string>>>();
  return (code, biz) => {
    const key = `${biz ? 'biz' : 'sys'}:${code}`;
    const known = seen.get(key);
    if (known) return known;
    const v = read(code, biz);
    seen.set(key, v);
    return v;
  };
}

/**
 * The generic import of read rows (issue #38 item 8): every row is validated first (fields and
 * dictionary values) and every bad row is named; only a clean file is written, through the
 * layer's insertMany (multi-row INSERTs) in one transaction: all or nothing; a rule only the
 * database can check, such as a key that exists already, refuses the file at its first failing
 * row. With IMPORT_MAX_ROWS rows the transaction stays well under a minute.
 */
export async function importRows(
  db: Db,
  service: ResourceService,
  ctx: RequestContext,
  rows: { rowNumber: number; values: Row }[],
  progress: ProgressReport = importProgress(ctx),
): Promise<number> {
  const def: ResourceDef = service.def;
  const keys = cachedKeys(db, ctx.tenantId);
  // names of people, departments, places … (what an export writes) back to their ids
  const unresolved = await refNamesToIds(db, ctx, def, rows);
  const errors: string[] = [];
  for (const [i, r] of rows.entries()) {
    progress('check', i, rows.length);
    const named = unresolved.get(r.rowNumber);
    if (named) {
      errors.push(named);
      continue;
    }
    try {
      await checkDictValues(def, validateInput(def, r.values, false), keys);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      errors.push(`第${r.rowNumber}行: ${e.message.replace(/^参数错误: /, '')}`);
    }
  }
  progress('check', rows.length, rows.length, true);
  if (errors.length) throw importRefusal(errors);
  let current = 0;
  try {
    // one transaction; the layer's insertMany a chunk at a time, so no chunk's answers are kept
    await writeTransaction(db, async (tx) => {
      for (let start = 0; start < rows.length; start += IMPORT_CHUNK) {
        const chunk = rows.slice(start, start + IMPORT_CHUNK);
        await service.insertMany(
          tx,
          ctx,
          chunk.map((r) => r.values),
          (i) => {
            current = chunk[i].rowNumber;
          },
        );
        progress('write', start + chunk.length, rows.length, start + chunk.length === rows.length);
      }
    });
  } catch (e) {
    if (e instanceof ApiError) throw badRequest(`导入失败,数据未做任何修改。第${current}行: ${e.message}`);
    throw e;
  }
  return rows.length;
}
