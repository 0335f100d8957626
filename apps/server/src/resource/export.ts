import type { Readable } from 'node:stream';
import type { RequestContext } from '../core/context';
import { badRequest } from '../core/envelope';
import type { Db } from '../db/client';
import { type DictLookup, listColumns } from './export-columns';
import { sheetWriter } from './export-workbook';
import { importProgress, type ProgressReport } from './import-progress';
import type { ResourceService } from './service';

/**
 * The most rows one export writes (issue #33 item 5). An export is not bound by a list page's
 * size: it reads the list's rows a batch at a time and streams them into the workbook, so memory
 * stays flat; this bound keeps its time and file size reasonable (Excel itself holds 1,048,576
 * rows). An export matching more is refused before anything is written, with a message asking for
 * narrower filters.
 */
export const MAX_EXPORT_ROWS = 200_000;

/** Rows read, labelled and written per round trip of an export. */
export const EXPORT_BATCH = 1000;

/**
 * The one export of the generic layer: the rows of the list's filters and order (`params` as the
 * list takes them), in the resource's export layout or its list columns, each cell as the screen
 * shows it (names for references, labels for dictionaries, 是/否, formatted dates). The answer is
 * the workbook as it is written; a failure once writing has begun ends the download. The
 * exporting user is told the rows written out of the total as the batches go (`progress`).
 */
export async function exportWorkbook(
  db: Db,
  service: ResourceService,
  ctx: RequestContext,
  params: Record<string, unknown>,
  dicts?: DictLookup,
  progress: ProgressReport = importProgress(ctx),
): Promise<Readable> {
  const { def, exportLayout: layout } = service;
  const total = await service.countUpTo(db, ctx, params, MAX_EXPORT_ROWS);
  if (total > MAX_EXPORT_ROWS) {
    throw badRequest(`导出数据超过${MAX_EXPORT_ROWS}条上限，请缩小查询范围后分批导出`);
  }
  const sheet = await sheetWriter(def.label.zh, layout?.columns(def) ?? listColumns(def), dicts);
  const { stream } = sheet;
  let done = 0;
  progress('export', 0, total, true);
  service
    .eachBatch(db, ctx, params, EXPORT_BATCH, async (rows, tx) => {
      // the client went away: stop reading
      if (stream.destroyed) throw new Error('export stream closed');
      await layout?.enrich?.({ db: tx, ctx, rows });
      await sheet.add(rows);
      done += rows.length;
      progress('export', done, total, done === total);
    })
    .then(
      () => sheet.end(),
      (err: unknown) => stream.destroy(err instanceof Error ? err : new Error(String(err))),
    );
  return stream;
}
