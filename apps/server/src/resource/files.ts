import { type FieldDef, filesKey, fileUrlKey, type ResourceDef } from '@dp/domain';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../core/context';
import { badRequest } from '../core/envelope';
import type { Db } from '../db/client';
import { attach } from '../db/schema';
import { layerEnv } from './env';
import { signedLink } from './file-links';
import { anyId } from './relations';

type Row = Record<string, unknown>;

export const fileFields = (def: ResourceDef) =>
  Object.entries(def.fields).filter(([, f]) => f.type === 'file' || f.type === 'files');

const idsIn = (v: unknown): string[] =>
  v === null || v === undefined ? [] : (Array.isArray(v) ? v : [v]).map(String);

const DOCUMENT = /^(application\/(pdf|zip|x-ole-storage|vnd\.)|text\/)/;

function accepted(f: FieldDef, contentType: string): boolean {
  if (f.accept === 'image') return contentType.startsWith('image/');
  if (f.accept === 'document') return DOCUMENT.test(contentType);
  return true;
}

/**
 * Every `file` / `files` id must be a live attachment of the caller's tenant; `accept` is checked
 * against the type the upload endpoint found by content (file-type.ts), not the name.
 */
export async function checkFiles(db: Db, ctx: RequestContext, def: ResourceDef, row: Row): Promise<void> {
  for (const [name, f] of fileFields(def)) {
    const wanted = [...new Set(idsIn(row[name]))];
    if (wanted.length === 0) continue;
    const found = await db
      .select({ id: attach.id, contentType: attach.contentType })
      .from(attach)
      .where(and(anyId(attach.id, wanted), eq(attach.tenantId, ctx.tenantId), eq(attach.isDeleted, 0)));
    const types = new Map(found.map((a) => [a.id, a.contentType ?? '']));
    for (const id of wanted) {
      const type = types.get(id);
      if (type === undefined) throw badRequest(`参数错误: ${name} 的文件 [${id}] 不存在`);
      if (!accepted(f, type))
        throw badRequest(`参数错误: ${name} 只能是${f.accept === 'image' ? '图片' : '文档'}文件`);
    }
  }
}

/** A short-lived signed link to an attachment (minutes), opened without headers by <img>/<a>. */
export function fileLink(attachId: string): string {
  const { dataKey, fileLinkSeconds } = layerEnv();
  return signedLink(dataKey, attachId, fileLinkSeconds);
}

/** Adds `<field>Url` (file) and `<field>Files: {id, name, url}[]` (files): one query per page. */
export async function addFileLinks(db: Db, ctx: RequestContext, def: ResourceDef, rows: Row[]) {
  const fields = fileFields(def);
  if (fields.length === 0 || rows.length === 0) return;
  const many = fields.filter(([, f]) => f.type === 'files').map(([n]) => n);
  const ids = new Set<string>();
  for (const r of rows) for (const n of many) for (const id of idsIn(r[n])) ids.add(id);
  const names = ids.size
    ? new Map(
        (
          await db
            .select({ id: attach.id, name: attach.originalName })
            .from(attach)
            .where(and(anyId(attach.id, [...ids]), eq(attach.tenantId, ctx.tenantId)))
        ).map((a) => [a.id, a.name]),
      )
    : new Map<string, string>();
  for (const r of rows) {
    for (const [name, f] of fields) {
      if (f.type === 'file') {
        r[fileUrlKey(name)] = r[name] ? fileLink(String(r[name])) : null;
      } else {
        r[filesKey(name)] = idsIn(r[name])
          .filter((id) => names.has(id))
          .map((id) => ({ id, name: names.get(id), url: fileLink(id) }));
      }
    }
  }
}
