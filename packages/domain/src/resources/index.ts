import type { ResourceDef } from '../resource';
import { apiScopeResource, dataScopeResource } from './authority';
import { noticeResource } from './desk';
import { clientResource, paramResource, postResource, topMenuResource } from './system';
import { tenantPackageResource, tenantResource } from './tenant';

export {
  apiScopeResource,
  clientResource,
  dataScopeResource,
  noticeResource,
  paramResource,
  postResource,
  tenantPackageResource,
  tenantResource,
  topMenuResource,
};

/** Every resource served by the generic layer, by name. */
export const resources = {
  param: paramResource,
  notice: noticeResource,
  post: postResource,
  topMenu: topMenuResource,
  client: clientResource,
  tenant: tenantResource,
  tenantPackage: tenantPackageResource,
  dataScope: dataScopeResource,
  apiScope: apiScopeResource,
} satisfies Record<string, ResourceDef>;

export type ResourceName = keyof typeof resources;
