import { together } from '../../core/together';
import type { Db } from '../../db/client';
import { getIntParam, getParam } from '../system/params';

/**
 * Tenant settings of the danger loop (parameters, tenant value over the platform's, else the
 * default of domain-model §7): `danger.confirmRequired`, `danger.noticeRequired`,
 * `danger.maxDelays`, `danger.maxDelayDays`, and `danger.checkFailStatus`: the state a danger a
 * failed check item registers is left in — `PENDING_CONFIRM` (default: the confirmers grade it) or
 * `DRAFT` (the checker completes and submits it).
 */
export async function dangerSettings(db: Db, tenantId: string) {
  const flag = async (key: string, fallback: boolean) => {
    const v = (await getParam(db, tenantId, key, String(fallback))).trim().toLowerCase();
    return v === 'true' || v === '1' || v === 'yes';
  };
  const [confirmRequired, noticeRequired, maxDelays, maxDelayDays, failStatus] = await together(
    db,
    () => flag('danger.confirmRequired', true),
    () => flag('danger.noticeRequired', false),
    () => getIntParam(db, tenantId, 'danger.maxDelays', 2),
    () => getIntParam(db, tenantId, 'danger.maxDelayDays', 30),
    () => getParam(db, tenantId, 'danger.checkFailStatus', 'PENDING_CONFIRM'),
  );
  const checkFailStatus: 'DRAFT' | 'PENDING_CONFIRM' =
    failStatus.trim().toUpperCase() === 'DRAFT' ? 'DRAFT' : 'PENDING_CONFIRM';
  return { confirmRequired, noticeRequired, maxDelays, maxDelayDays, checkFailStatus };
}
