import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { riskPointType } from '../../db/schema';
import { scoped } from '../../resource/scoped';
import type { Row } from '../../resource/service';
import { boardSource } from './board-compose';

/** The measure columns of an analysed line (`curTechnology` …) that a board's measures come from. */
const LINE_MEASURES = ['curTechnology', 'curManagement', 'curEducation', 'curProtection', 'curUrgent'];

/** The risk point (live row) or post a board was composed for; null when the point is gone. */
async function targetOf(
  db: Db,
  tenantId: string,
  board: Row,
): Promise<{ point?: Row; postId?: string } | null> {
  if (board.boardType === 'POST_CARD') return board.postId ? { postId: String(board.postId) } : null;
  if (!board.riskPointTypeId) return null;
  const [point] = await db
    .select()
    .from(riskPointType)
    .where(
      and(
        scoped(tenantId, riskPointType),
        eq(riskPointType.id, String(board.riskPointTypeId)),
        eq(riskPointType.isDeleted, 0),
      ),
    );
  return point ? { point: point as Row } : null;
}

/**
 * A hash of what a board stands for: its point's (or post's) level and every existing control
 * measure, the measures of the analysed lines and the emergency measures. Editing the board's own
 * wording does not change it; a re-grading or a measure change does.
 */
export async function boardDigest(db: Db, tenantId: string, board: Row): Promise<string | null> {
  const target = await targetOf(db, tenantId, board);
  if (!target) return null;
  const { lines, measures, riskLevel } = await boardSource(db, tenantId, target);
  const source = [
    riskLevel,
    measures.map((m) => [m.category, m.content]),
    lines.map((l) => LINE_MEASURES.map((c) => String(l.item[c] ?? ''))),
    String(target.point?.emergencyMeasures ?? ''),
  ];
  return createHash('sha256').update(JSON.stringify(source)).digest('hex');
}

/**
 * `outOfDate` (过期/需更新) on each board of a page: a PUBLISHED board whose source hashes differently
 * now than when it was published (boards published before the digest existed: whose point's level
 * differs from the board's), or whose risk point was deleted.
 */
export async function markOutOfDate(db: Db, tenantId: string, rows: Row[]): Promise<Row[]> {
  const out: Row[] = [];
  for (const row of rows) {
    if (row.status !== 'PUBLISHED') {
      out.push({ ...row, outOfDate: false });
      continue;
    }
    let outOfDate: boolean;
    if (row.sourceDigest) outOfDate = (await boardDigest(db, tenantId, row)) !== row.sourceDigest;
    else {
      const target = await targetOf(db, tenantId, row);
      const level = target ? (await boardSource(db, tenantId, target)).riskLevel : null;
      outOfDate = !target || level !== (row.riskLevel ?? null);
    }
    out.push({ ...row, outOfDate });
  }
  return out;
}
