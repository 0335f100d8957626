import { DB37_DANGER_LEDGER, labelKey, type ResourceDef, refs, resources } from '@dp/domain';
import { and, desc } from 'drizzle-orm';
import { anyId } from '../../core/any-id';
import { dangerRectificationRecord as rec } from '../../db/schema';
import { dateCell, type ExportColumn, type ExportLayout, fieldColumn } from '../../resource/export-columns';
import { addRefLabels } from '../../resource/relations';
import { scoped } from '../../resource/scoped';
import type { Row } from '../../resource/service';

/** Keys the enricher adds to a danger row: its latest rectification round. */
const ROUND = '_round';
type Round = {
  rectifyMeasures: string | null;
  actualFund: string | null;
  finishTime: Date | string | null;
  acceptUserId: string | null;
  acceptUserIdName?: string;
  acceptTime: Date | string | null;
};

const roundOf = (r: Row) => r[ROUND] as Round | undefined;
const first = (...values: unknown[]) => values.find((v) => v !== null && v !== undefined && v !== '') ?? '';
const money = (v: unknown) => (v === null || v === undefined || v === '' ? '' : Number(v));

/** The area is an id of the place tree without a `ref` in the definition: named here. */
const placeLabels: ResourceDef = {
  ...resources.dangerRecord,
  fields: { placeId: { type: 'id', label: { zh: '区域', en: 'Area' }, ref: refs.place } },
};
const userLabels: ResourceDef = {
  ...resources.dangerRecord,
  fields: { acceptUserId: { type: 'id', label: { zh: '验收人', en: 'Acceptor' }, ref: refs.user } },
};

/**
 * 隐患排查治理台账 in the DB37 layout (issue #33 item 2). The rectification columns come from the
 * danger's latest round (measures, funds, finish date, who accepted it and when), falling back to the
 * danger's own columns for a danger whose rounds were never recorded.
 */
export const dangerLedgerExport: ExportLayout = {
  columns: (def) => {
    const H = DB37_DANGER_LEDGER;
    const col = (name: keyof typeof H) => fieldColumn(def, name, H[name]);
    const value = (key: keyof typeof H, f: (r: Row) => unknown, width = 16): ExportColumn => ({
      header: H[key],
      key,
      value: f,
      width,
    });
    return [
      col('dangerNo'),
      col('foundTime'),
      col('reporterId'),
      value('placeId', (r) => r[labelKey('placeId')] ?? ''),
      col('riskPointTypeId'),
      col('description'),
      col('level'),
      col('category'),
      value('rectifyMeasures', (r) => first(roundOf(r)?.rectifyMeasures, r.rectifyMeasures), 40),
      value('actualFund', (r) => money(first(roundOf(r)?.actualFund, r.actualFund))),
      col('rectifyUserId'),
      value('currentDeadline', (r) => dateCell(first(r.currentDeadline, r.originalDeadline))),
      value('rectifyFinishTime', (r) => dateCell(first(roundOf(r)?.finishTime, r.rectifyFinishTime))),
      // who decided the latest round (a major danger's principal may accept in the acceptor's stead)
      value('acceptUserId', (r) =>
        roundOf(r)?.acceptTime
          ? first(roundOf(r)?.acceptUserIdName)
          : r.status === 'CLOSED'
            ? first(r[labelKey('acceptUserId')])
            : '',
      ),
      value('acceptTime', (r) => dateCell(first(roundOf(r)?.acceptTime, r.acceptTime))),
      col('status'),
    ];
  },
  enrich: async ({ db, ctx, rows }) => {
    await addRefLabels(db, ctx, placeLabels, rows);
    if (rows.length === 0) return;
    // the latest round of each danger of the batch, one query
    const rounds = (await db
      .selectDistinctOn([rec.dangerId], {
        dangerId: rec.dangerId,
        rectifyMeasures: rec.rectifyMeasures,
        actualFund: rec.actualFund,
        finishTime: rec.finishTime,
        acceptUserId: rec.acceptUserId,
        acceptTime: rec.acceptTime,
      })
      .from(rec)
      .where(
        and(
          scoped(ctx, rec, { live: true }),
          anyId(
            rec.dangerId,
            rows.map((r) => String(r.id)),
          ),
        ),
      )
      .orderBy(rec.dangerId, desc(rec.round))) as (Round & { dangerId: string })[];
    await addRefLabels(db, ctx, userLabels, rounds);
    const byDanger = new Map(rounds.map((r) => [String(r.dangerId), r]));
    for (const r of rows) r[ROUND] = byDanger.get(String(r.id));
  },
};
