import {
  CONTROL_LEVELS,
  type ControlLevel,
  DEFAULT_LEC_BANDS,
  DEFAULT_LS_BANDS,
  type GradeBand,
  isControlLevel,
  isRiskLevel,
} from '@dp/domain';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { loadOnce } from '../../core/load-once';
import type { Db } from '../../db/client';
import { dictBiz } from '../../db/schema';
import { onDictsChanged } from '../../resource/dictionary';
import { scoped } from '../../resource/scoped';

/** The tenant's grading settings: thresholds of LEC_GRADE / LS_GRADE and enabled control levels. */
export type RiskSettings = { lecBands: GradeBand[]; lsBands: GradeBand[]; controlLevels: ControlLevel[] };

type Extra = { min?: unknown; max?: unknown; level?: unknown };

function bandsOf(rows: { code: unknown; dictKey: unknown; extra: unknown }[], code: string) {
  const bands: GradeBand[] = [];
  for (const r of rows) {
    if (r.code !== code) continue;
    let extra: Extra = {};
    try {
      extra = JSON.parse(String(r.extra ?? '{}')) as Extra;
    } catch {
      continue;
    }
    if (typeof extra.min !== 'number' || !isRiskLevel(extra.level)) continue;
    bands.push({
      key: String(r.dictKey),
      min: extra.min,
      max: typeof extra.max === 'number' ? extra.max : null,
      level: extra.level,
    });
  }
  return bands;
}

/** Settings per tenant, read once: every evaluated line and roll-up needs them (dropped on a dictionary change). */
const cache = loadOnce<RiskSettings>();
onDictsChanged(() => cache.clear());

/**
 * Reads the settings from the tenant's business dictionaries (thresholds are tenant-editable in
 * `extra`); a dictionary without usable bands falls back to the defaults of domain-model §2.2–2.3.
 * Disabled (sealed) CONTROL_LEVEL items are levels the tenant does not have (e.g. no workshops).
 * Cached per tenant like the dictionaries themselves (`resource/dictionary.ts`).
 */
export function riskSettings(db: Db, tenantId: string): Promise<RiskSettings> {
  return cache.get(tenantId, () => loadSettings(db, tenantId));
}

async function loadSettings(db: Db, tenantId: string): Promise<RiskSettings> {
  const rows = await db
    .select({ code: dictBiz.code, dictKey: dictBiz.dictKey, extra: dictBiz.extra })
    .from(dictBiz)
    .where(
      and(
        scoped(tenantId, dictBiz),
        inArray(dictBiz.code, ['LEC_GRADE', 'LS_GRADE', 'CONTROL_LEVEL']),
        gt(dictBiz.parentId, '0'),
        eq(dictBiz.isSealed, 0),
        eq(dictBiz.isDeleted, 0),
      ),
    );
  const lec = bandsOf(rows, 'LEC_GRADE');
  const ls = bandsOf(rows, 'LS_GRADE');
  const levels = rows.filter((r) => r.code === 'CONTROL_LEVEL').map((r) => String(r.dictKey));
  const controlLevels = CONTROL_LEVELS.filter((c) => levels.includes(c) && isControlLevel(c));
  return {
    lecBands: lec.length ? lec : DEFAULT_LEC_BANDS,
    lsBands: ls.length ? ls : DEFAULT_LS_BANDS,
    controlLevels: controlLevels.length ? controlLevels : [...CONTROL_LEVELS],
  };
}
