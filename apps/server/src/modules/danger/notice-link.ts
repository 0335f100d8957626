import type { RequestContext } from '../../core/context';
import type { Db } from '../../db/client';
import type { Row } from '../../resource/service';

type NoticeLink = {
  /** Whether the danger is on a SIGNED notice (checked when `danger.noticeRequired` is on). */
  isOnSignedNotice?: (args: { db: Db; ctx: RequestContext; danger: Row }) => Promise<boolean>;
  /** Runs in the closing transaction after a danger is CLOSED (e.g. complete its notice). */
  afterClose: ((args: { db: Db; ctx: RequestContext; danger: Row }) => Promise<void>)[];
  /** Runs in the approving transaction after a danger's current deadline moved (an approved delay). */
  afterDeadlineMoved: ((args: { db: Db; ctx: RequestContext; danger: Row }) => Promise<void>)[];
};

/**
 * The seam between the danger loop and the rectification notices (§7.4), which live in their
 * own module: that module installs its reader and listeners at start-up. Without a notice
 * module no danger is on a signed notice, so `noticeRequired` refuses every submission.
 */
export const noticeLink: NoticeLink = { afterClose: [], afterDeadlineMoved: [] };
