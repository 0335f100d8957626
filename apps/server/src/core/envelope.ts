import { MSG } from '@dp/domain';

export type R<T> = { code: number; success: boolean; data: T; msg: string };

export function ok<T>(data: T, msg: string = MSG.success): R<T> {
  return { code: 200, success: true, data, msg: data === null || data === undefined ? MSG.noData : msg };
}

export function done(msg: string = MSG.success): R<Record<string, never>> {
  return { code: 200, success: true, data: {}, msg };
}

export function fail(code: number, msg: string): R<Record<string, never>> {
  return { code, success: false, data: {}, msg };
}

/** A business error: answered as an envelope with this code (HTTP status = code) and message. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (msg: string) => new ApiError(400, msg);
export const unauthorized = (msg: string = MSG.unauthorized) => new ApiError(401, msg);
export const forbidden = (msg: string = MSG.forbidden) => new ApiError(403, msg);
/** The row changed since the caller read it (optimistic locking). */
export const conflict = (msg: string) => new ApiError(409, msg);
export const notFound = (msg: string = MSG.notFound) => new ApiError(404, msg);
