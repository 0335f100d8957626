import { hasPermission, type RequestContext } from '../../core/context';

/** May the caller open the page of `code` (its read code or `_view`)? */
export const canRead = (ctx: RequestContext, code: string): boolean =>
  hasPermission(ctx, [code, `${code}_view`]);

/** Route access: any one of the pages' read codes. */
export const readCodes = (...codes: string[]): string[] => codes.flatMap((c) => [c, `${c}_view`]);
