import type { ResourceDef } from '../resource';
import { paramResource } from './system';

export { paramResource };

/** Every resource served by the generic layer, by name. */
export const resources = {
  param: paramResource,
} satisfies Record<string, ResourceDef>;

export type ResourceName = keyof typeof resources;
