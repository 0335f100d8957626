import type { ResourceDef } from '../resource';
import { apiScopeResource, dataScopeResource } from './authority';
import {
  dangerRecordResource,
  dangerRectificationDelayApplyResource,
  dangerRectificationRecordResource,
} from './danger';
import { dangerRectificationNoticeResource, dangerRectificationReportResource } from './danger-docs';
import { noticeResource } from './desk';
import { codeResource, datasourceResource, modelPrototypeResource, modelResource } from './develop';
import { logApiResource, logErrorResource, logUsualResource } from './logs';
import { smsMessageResource, smsResource } from './sms';
import { attachResource, ossResource } from './storage';
import { clientResource, paramResource, postResource, topMenuResource } from './system';
import { tenantPackageResource, tenantResource } from './tenant';

export {
  apiScopeResource,
  attachResource,
  clientResource,
  codeResource,
  dangerRectificationNoticeResource,
  dangerRectificationReportResource,
  dataScopeResource,
  datasourceResource,
  logApiResource,
  logErrorResource,
  logUsualResource,
  modelPrototypeResource,
  modelResource,
  noticeResource,
  ossResource,
  paramResource,
  postResource,
  smsMessageResource,
  smsResource,
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
  logApi: logApiResource,
  logUsual: logUsualResource,
  logError: logErrorResource,
  oss: ossResource,
  attach: attachResource,
  sms: smsResource,
  smsMessage: smsMessageResource,
  datasource: datasourceResource,
  model: modelResource,
  modelPrototype: modelPrototypeResource,
  code: codeResource,
  dangerRecord: dangerRecordResource,
  dangerRectificationRecord: dangerRectificationRecordResource,
  dangerRectificationDelayApply: dangerRectificationDelayApplyResource,
  dangerRectificationNotice: dangerRectificationNoticeResource,
  dangerRectificationReport: dangerRectificationReportResource,
} satisfies Record<string, ResourceDef>;

export type ResourceName = keyof typeof resources;
