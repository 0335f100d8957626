import { decryptSecret, encryptSecret, isEncrypted, isMasked, maskSecret } from '../core/crypto';
import type { ResourceService, Row } from './service';

/**
 * Secret columns that the client edits (so not `secret: true`, which hides them from the form):
 * encrypted with the data key before they are stored, returned only as a mask, and kept as they
 * are when the form sends the mask (or nothing) back.
 */
export function secretFields(key: Buffer, fields: string[]) {
  const reveal = (stored: unknown): string | null => {
    if (!isEncrypted(stored)) return null;
    try {
      return decryptSecret(key, stored);
    } catch {
      return null;
    }
  };
  const mask = (row: Row): Row => {
    const out = { ...row };
    for (const f of fields) if (f in out) out[f] = out[f] ? maskSecret(reveal(out[f]) ?? '********') : '';
    return out;
  };
  /** beforeWrite: encrypt new values, keep stored ones when the mask or nothing comes back. */
  const seal = (row: Row, existing?: Row) => {
    for (const f of fields) {
      if (!(f in row)) continue;
      const v = row[f];
      const blank = v === null || v === undefined || v === '' || isMasked(v);
      if (blank && existing) delete row[f];
      else if (blank) row[f] = null;
      else row[f] = encryptSecret(key, String(v));
    }
  };
  /** The clear value of a stored row's secret (server-side use only: drivers, connections). */
  const clear = (row: Row, f: string): string => reveal(row[f]) ?? '';
  return { mask, seal, clear, reveal };
}

/**
 * The service with its update answer masked too (insert and reads go through afterInsert/decorate),
 * and list filters naming a secret column dropped: an encrypted value is no search criterion.
 */
export function withMaskedUpdate(
  service: ResourceService,
  mask: (row: Row) => Row,
  fields: string[],
): ResourceService {
  const open = (params: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(params).filter(([k]) => !fields.some((f) => k === f || k.startsWith(`${f}_`))),
    );
  return {
    ...service,
    page: (db, ctx, params) => service.page(db, ctx, open(params)),
    list: (db, ctx, params, limit) => service.list(db, ctx, open(params), limit),
    update: async (...args) => mask(await service.update(...args)),
  };
}
