import type { Catalogue } from '../translate';
import { AREAS } from './areas';
import { CHECK } from './check';
import { CORE } from './core';
import { DANGER } from './danger';
import { RISK } from './risk';
import { SYSTEM } from './system';

/**
 * English for every server message, keyed by its Chinese text exactly as the server writes it
 * (the text zh-CN clients see). `{0}`, `{1}`… are the interpolated parts, numbered in the order the
 * Chinese source interpolates them; they are translated too when they are known messages or labels.
 * `apps/server/src/core/messages.test.ts` fails when a server message has no entry here.
 * One file per area; the order of the parts is kept (a tie between templates goes to the earlier).
 */
export const EN_US: Catalogue = { ...CORE, ...SYSTEM, ...AREAS, ...CHECK, ...RISK, ...DANGER };
