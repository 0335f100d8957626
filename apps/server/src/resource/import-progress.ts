/**
 * How far an import has got, told to the importing user while the request runs (issue #38 item 8:
 * "writes in batches with a progress indication"): reading the sheet, checking its rows, writing
 * them; and how far a large export has got (issue #33 item 1): rows written into the workbook. The layer only reports; the notification module delivers (a push to the user's sockets on
 * every node, see notify/socket.ts), so the layer does not depend on it.
 */
export type ImportPhase = 'read' | 'check' | 'write' | 'export';
export type ImportProgressEvent = { phase: ImportPhase; done: number; total: number | null };
type Sink = (tenantId: string, userId: string, event: ImportProgressEvent) => void;

let sink: Sink | undefined;

/** Where progress goes (one per process; returns the undo). */
export function setImportProgressSink(next: Sink): () => void {
  sink = next;
  return () => {
    if (sink === next) sink = undefined;
  };
}

/** A report is sent at most this often per import (the last of a phase always). */
export const PROGRESS_EVERY_MS = 300;

export type ProgressReport = (phase: ImportPhase, done: number, total: number | null, last?: boolean) => void;

/** The reporter of one import by `ctx`'s user. */
export function importProgress(ctx: { tenantId: string; userId: string }, now = Date.now): ProgressReport {
  let sent = 0;
  return (phase, done, total, last = false) => {
    if (!sink) return;
    const at = now();
    if (!last && at - sent < PROGRESS_EVERY_MS) return;
    sent = at;
    sink(ctx.tenantId, ctx.userId, { phase, done, total });
  };
}
