import { defineResource, remarkField } from '../resource';
import { refs } from './refs';

/**
 * 区域 — domain-model §9: the site/building/floor/area tree. `polygon` outlines the place on a
 * site plan ([[x, y], …], relative 0–1); `riskLevel` is the worst level of the check points in
 * the subtree (§2.4), grey (empty) when there are none.
 */
export const placeResource = defineResource({
  name: 'place',
  table: 'shtmp_place',
  path: '/shtmp-layout/place',
  label: { zh: '区域管理', en: 'Places' },
  permission: 'place',
  tenantScoped: true,
  tree: true,
  defaultSort: [
    { column: 'sort', asc: true },
    { column: 'createTime', asc: true },
  ],
  calls: ['page', 'list', 'get', 'detail', 'save', 'update', 'submit', 'remove'],
  firstScreen: ['code', 'name', 'placeType', 'riskLevel', 'enableStatus', 'deptId'],
  fields: {
    name: {
      type: 'string',
      label: { zh: '区域名称', en: 'Name' },
      required: true,
      max: 100,
      search: 'like',
      sortable: true,
    },
    code: { type: 'string', label: { zh: '区域编码', en: 'Code' }, max: 50, search: 'like' },
    placeType: {
      type: 'string',
      label: { zh: '区域类型', en: 'Type' },
      dict: 'PLACE_TYPE',
      dictBiz: true,
      required: true,
      max: 20,
      search: 'equal',
      component: 'select',
    },
    deptId: {
      type: 'id',
      label: { zh: '归属部门', en: 'Department' },
      ref: refs.dept,
      component: 'tree-select',
    },
    layoutId: {
      type: 'id',
      label: { zh: '所在平面图', en: 'Site plan' },
      ref: { table: 'shtmp_tenant_layout', label: 'name' },
      search: 'equal',
      component: 'select',
    },
    /** Outdoor position 'lat,lng' (the spec's map picker, as riskPointLocation). */
    location: {
      type: 'string',
      label: { zh: '地理位置', en: 'Location' },
      max: 40,
      pattern: {
        source: '^-?\\d{1,2}(\\.\\d+)?,-?\\d{1,3}(\\.\\d+)?$',
        message: { zh: '地理位置格式应为 纬度,经度', en: 'location must be latitude,longitude' },
      },
      list: false,
      span: 24,
    },
    polygon: {
      type: 'json',
      label: { zh: '图上区域轮廓', en: 'Outline' },
      list: false,
      form: false,
    },
    riskLevel: {
      type: 'string',
      label: { zh: '风险等级', en: 'Risk level' },
      dict: 'RISK_LEVEL',
      dictBiz: true,
      max: 20,
      calc: true,
      form: false,
      search: 'equal',
    },
    sort: { type: 'int', label: { zh: '排序', en: 'Order' }, defaultValue: 1, sortable: true },
    enableStatus: {
      type: 'string',
      label: { zh: '状态', en: 'Status' },
      dict: 'ENABLE_STATUS',
      dictBiz: true,
      max: 20,
      defaultValue: 'ENABLED',
      component: 'radio',
    },
    remark: remarkField,
  },
});

/** 厂区平面布置图 — domain-model §9: the drawing the four-colour map is drawn on; one default per tenant. */
export const tenantLayoutResource = defineResource({
  name: 'tenantLayout',
  table: 'shtmp_tenant_layout',
  path: '/shtmp-layout/tenantLayout',
  label: { zh: '平面布置图', en: 'Site Plans' },
  permission: 'tenantLayout',
  tenantScoped: true,
  versioned: true,
  defaultSort: [{ column: 'createTime', asc: true }],
  calls: ['page', 'list', 'get', 'detail', 'save', 'update', 'submit', 'remove'],
  fields: {
    name: {
      type: 'string',
      label: { zh: '图纸名称', en: 'Name' },
      required: true,
      max: 100,
      search: 'like',
      sortable: true,
    },
    imageId: {
      type: 'file',
      label: { zh: '平面图', en: 'Drawing' },
      required: true,
      accept: 'image',
      list: false,
      form: false,
    },
    widthPx: { type: 'int', label: { zh: '宽度(px)', en: 'Width (px)' }, calc: true, form: false },
    heightPx: { type: 'int', label: { zh: '高度(px)', en: 'Height (px)' }, calc: true, form: false },
    scaleMetersPerPx: {
      type: 'decimal',
      label: { zh: '比例(米/像素)', en: 'Scale (m/px)' },
      min: 0,
      max: 10000,
      list: false,
    },
    isDefault: {
      type: 'bool',
      label: { zh: '默认图纸', en: 'Default' },
      defaultValue: false,
      component: 'switch',
    },
    /** A floor plan may belong to a building (checked by the server; no `ref`: places name plans). */
    placeId: {
      type: 'id',
      label: { zh: '所属区域', en: 'Place' },
      component: 'tree-select',
    },
    legend: { type: 'json', label: { zh: '图例', en: 'Legend' }, list: false, form: false },
    remark: remarkField,
  },
});
