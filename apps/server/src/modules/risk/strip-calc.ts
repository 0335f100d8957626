import type { ResourceDef } from '@dp/domain';
import type { Row } from '../../resource/service';

/** Drops values the client sent for server-computed fields (`calc`), before the module computes them. */
export function stripCalc(def: ResourceDef, row: Row): void {
  for (const [name, f] of Object.entries(def.fields)) if (f.calc) delete row[name];
}
