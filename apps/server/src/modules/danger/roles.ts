import type { RequestContext } from '../../core/context';
import type { Row } from '../../resource/service';
import type { Who } from '../../resource/workflow';

/**
 * The caller's role aliases as the danger workflows read them (domain-model §3): the tenant
 * administrator (`admin`) acts as safety administrator and principal.
 */
export function dangerRoles(ctx: RequestContext): string[] {
  return ctx.isAdmin ? [...ctx.roleAliases, 'SAFETY_ADMIN', 'PRINCIPAL'] : ctx.roleAliases;
}

export const SAFETY_ADMIN: Who = { role: 'SAFETY_ADMIN' };
export const PRINCIPAL: Who = { role: 'PRINCIPAL' };

/** A department head of the department named in `field` of the record. */
export const deptHeadOf = (field: string, zh: string, en: string): Who => ({
  test: ({ ctx, row, roles }) =>
    roles.has('DEPT_HEAD') && row[field] !== null && ctx.deptIds.includes(String(row[field])),
  label: { zh: `${zh}负责人`, en: `head of the ${en}` },
});

export const REPORTER: Who = { field: 'reporterId', label: { zh: '上报人', en: 'the reporter' } };
export const RECTIFIER: Who = { field: 'rectifyUserId', label: { zh: '整改责任人', en: 'the rectifier' } };
export const ACCEPTOR: Who = { field: 'acceptUserId', label: { zh: '验收人', en: 'the acceptor' } };

export const isMajor = (row: Row) => row.level === 'MAJOR';
