import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../../db/client';
import type { ImportProgressEvent } from '../../resource/import-progress';

/**
 * Pushes go through PostgreSQL NOTIFY so that every server node hears them and forwards them to
 * its own sockets: a user connected to another node still gets the push. Sent inside the caller's
 * transaction, a push is delivered only if the messages were committed.
 */
export const PUSH_CHANNEL = 'dp_notify';

/** What a node forwards to the sockets of these users (or of the whole tenant). */
export type Push = {
  tenantId: string;
  userIds?: string[];
  all?: boolean;
  title: string;
  subtitle: string;
  /** Not a message: how far the user's running import has got (sent as `importProgress`). */
  progress?: ImportProgressEvent;
};

// NOTIFY payloads are limited to 8000 bytes: recipients go in chunks.
const CHUNK = 150;

export async function publishPush(db: Db, push: Push): Promise<void> {
  const base = { ...push, title: push.title.slice(0, 200), subtitle: push.subtitle.slice(0, 40) };
  const payloads = push.all
    ? [{ ...base, userIds: undefined }]
    : chunks(push.userIds ?? [], CHUNK).map((userIds) => ({ ...base, userIds }));
  for (const p of payloads) {
    await db.execute(sql`select pg_notify(${PUSH_CHANNEL}, ${JSON.stringify(p)})`);
  }
}

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

type Log = { warn: (obj: object, msg: string) => void };

/**
 * Holds one pooled connection in LISTEN and hands every push to `onPush`; reconnects after a
 * dropped connection. `stop()` releases it.
 */
export function listenForPushes(pool: pg.Pool, onPush: (push: Push) => void, log: Log) {
  let client: pg.PoolClient | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const onNotification = (msg: pg.Notification) => {
    if (msg.channel !== PUSH_CHANNEL || !msg.payload) return;
    try {
      onPush(JSON.parse(msg.payload) as Push);
    } catch (err) {
      log.warn({ err }, 'bad push payload');
    }
  };

  async function connect(): Promise<void> {
    if (stopped) return;
    try {
      const c = await pool.connect();
      c.on('notification', onNotification);
      c.on('error', (err) => {
        // 57P01: the database is shutting down (as it does when the embedded cluster stops with
        // the server): no cause for a warning; after a restart the listener reconnects
        if ((err as { code?: string }).code !== '57P01') log.warn({ err }, 'push listener connection lost');
        drop(c, err);
      });
      await c.query(`LISTEN ${PUSH_CHANNEL}`);
      if (stopped) return drop(c);
      client = c;
    } catch (err) {
      log.warn({ err }, 'push listener could not connect');
      schedule();
    }
  }

  const dropped = new WeakSet<pg.PoolClient>();
  function drop(c: pg.PoolClient, err?: Error) {
    // once only: a connection that errors after it was let go (the server shutting down) is done
    if (dropped.has(c)) return;
    dropped.add(c);
    c.removeAllListeners('notification');
    if (client === c) client = undefined;
    c.release(err ?? true);
    if (err) schedule();
  }

  function schedule() {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, 1000);
    retry.unref();
  }

  return {
    ready: connect(),
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = undefined;
      if (c) {
        await c.query(`UNLISTEN ${PUSH_CHANNEL}`).catch(() => {});
        drop(c);
      }
    },
  };
}
