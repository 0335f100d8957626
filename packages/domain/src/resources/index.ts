import type { ResourceDef } from '../resource';
import { noticeResource } from './desk';
import { paramResource } from './system';

export { noticeResource, paramResource };

/** Every resource served by the generic layer, by name. */
export const resources = {
  param: paramResource,
  notice: noticeResource,
} satisfies Record<string, ResourceDef>;

export type ResourceName = keyof typeof resources;
