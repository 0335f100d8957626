import { defineResource } from '../resource';
import { refs } from './refs';

/**
 * Notification rules and announcements (domain-model §10). A RULE answers an event of
 * `NOTIFY_EVENT` with messages to its recipients (notifyNoticeItem) on its channels, optionally
 * at an offset from the record's due time, repeated and escalated; an ANNOUNCEMENT is a manual
 * broadcast sent at `publishTime`. `enabled` changes only through enable/disable.
 */
export const notifyNoticeResource = defineResource({
  name: 'notifyNotice',
  table: 'notify_notice',
  path: '/shtmp-notify/notifyNotice',
  label: { zh: '通知规则', en: 'Notification Rules' },
  permission: 'notifyNotice',
  tenantScoped: true,
  defaultSort: [{ column: 'createTime', asc: false }],
  fields: {
    name: {
      type: 'string',
      label: { zh: '名称', en: 'Name' },
      required: true,
      requiredMessage: { zh: '请输入名称', en: 'please enter the name' },
      max: 100,
      search: 'like',
      sortable: true,
    },
    noticeKind: {
      type: 'string',
      label: { zh: '类别', en: 'Kind' },
      dict: 'NOTICE_KIND',
      dictBiz: true,
      required: true,
      requiredMessage: { zh: '请选择类别', en: 'please select the kind' },
      max: 20,
      search: 'equal',
      component: 'radio',
      defaultValue: 'RULE',
    },
    event: {
      type: 'string',
      label: { zh: '通知事件', en: 'Event' },
      dict: 'NOTIFY_EVENT',
      dictBiz: true,
      max: 40,
      search: 'equal',
      component: 'select',
    },
    offsetValue: {
      type: 'int',
      label: { zh: '时间偏移', en: 'Offset' },
      min: -3650,
      max: 3650,
      list: false,
    },
    offsetUnit: {
      type: 'string',
      label: { zh: '偏移单位', en: 'Offset unit' },
      dict: 'OFFSET_UNIT',
      dictBiz: true,
      max: 10,
      list: false,
      component: 'select',
    },
    repeatEveryDays: {
      type: 'int',
      label: { zh: '重复间隔(天)', en: 'Repeat every (days)' },
      min: 0,
      max: 365,
      list: false,
    },
    escalationDays: {
      type: 'string',
      label: { zh: '升级天数', en: 'Escalate after (days)' },
      max: 50,
      pattern: {
        source: '^\\d{1,3}(,\\d{1,3})*$',
        message: { zh: '升级天数应为逗号分隔的天数,如 3,7', en: 'comma-separated days, e.g. 3,7' },
      },
      list: false,
    },
    majorImmediate: {
      type: 'bool',
      label: { zh: '重大隐患立即升级', en: 'Escalate major at once' },
      list: false,
      component: 'switch',
    },
    channels: {
      type: 'string',
      label: { zh: '通知渠道', en: 'Channels' },
      dict: 'NOTIFY_CHANNEL',
      dictBiz: true,
      multiple: true,
      required: true,
      requiredMessage: { zh: '请选择通知渠道', en: 'please select the channels' },
      component: 'checkbox',
    },
    titleTemplate: {
      type: 'string',
      label: { zh: '标题模板', en: 'Title template' },
      required: true,
      requiredMessage: { zh: '请输入标题模板', en: 'please enter the title template' },
      max: 200,
      span: 24,
    },
    contentTemplate: {
      type: 'text',
      label: { zh: '内容模板', en: 'Content template' },
      required: true,
      requiredMessage: { zh: '请输入内容模板', en: 'please enter the content template' },
      max: 2000,
      component: 'textarea',
      span: 24,
      list: false,
    },
    publishTime: {
      type: 'datetime',
      label: { zh: '发布时间', en: 'Publish time' },
      component: 'datetime',
      sortable: true,
    },
    enabled: {
      type: 'bool',
      label: { zh: '启用', en: 'Enabled' },
      calc: true,
      form: false,
    },
    publishedTime: {
      type: 'datetime',
      label: { zh: '已发布于', en: 'Published at' },
      calc: true,
      form: false,
    },
  },
});

/** Recipients of a rule per escalation step (0 = first recipients, 1 = after the first escalation…). */
export const notifyNoticeItemResource = defineResource({
  name: 'notifyNoticeItem',
  table: 'notify_notice_item',
  path: '/shtmp-notify/notifyNoticeItem',
  label: { zh: '通知对象', en: 'Notification Recipients' },
  permission: 'notifyNoticeItem',
  tenantScoped: true,
  defaultSort: [
    { column: 'escalationStep', asc: true },
    { column: 'createTime', asc: true },
  ],
  fields: {
    noticeId: {
      type: 'id',
      label: { zh: '通知规则', en: 'Rule' },
      required: true,
      requiredMessage: { zh: '请选择通知规则', en: 'please select the rule' },
      ref: { table: 'notify_notice', label: 'name' },
      search: 'equal',
      component: 'select',
    },
    targetType: {
      type: 'string',
      label: { zh: '对象类型', en: 'Recipient type' },
      dict: 'NOTIFY_TARGET_TYPE',
      dictBiz: true,
      required: true,
      requiredMessage: { zh: '请选择对象类型', en: 'please select the recipient type' },
      max: 20,
      search: 'equal',
      component: 'select',
    },
    targetValue: {
      type: 'string',
      label: { zh: '对象', en: 'Recipient' },
      required: true,
      requiredMessage: { zh: '请输入通知对象', en: 'please enter the recipient' },
      max: 100,
      // a role alias or id, a department or user id, or a record field (`rectifyDeptId.head`)
      pattern: {
        source: '^[A-Za-z0-9_.]+$',
        message: { zh: '通知对象只能包含字母、数字、_ 和 .', en: 'letters, digits, _ and . only' },
      },
    },
    escalationStep: {
      type: 'int',
      label: { zh: '升级级次', en: 'Escalation step' },
      min: 0,
      max: 9,
      defaultValue: 0,
      sortable: true,
    },
  },
});

/**
 * A delivered message with its read state; `bizType`/`bizId`/`url` link to the record. Rules and
 * announcements write them; an administrator may also send one site message by hand (save).
 */
export const notifyMessageResource = defineResource({
  name: 'notifyMessage',
  table: 'notify_message',
  path: '/shtmp-notify/notifyMessage',
  label: { zh: '消息记录', en: 'Messages' },
  permission: 'notifyMessage',
  tenantScoped: true,
  defaultSort: [{ column: 'sendTime', asc: false }],
  calls: ['page', 'list', 'get', 'detail', 'save', 'update', 'submit', 'remove', 'exportExcel'],
  fields: {
    noticeId: {
      type: 'id',
      label: { zh: '通知规则', en: 'Rule' },
      ref: { table: 'notify_notice', label: 'name' },
      list: false,
    },
    receiverId: {
      type: 'id',
      label: { zh: '接收人', en: 'Receiver' },
      required: true,
      ref: refs.user,
      search: 'equal',
    },
    channel: {
      type: 'string',
      label: { zh: '渠道', en: 'Channel' },
      dict: 'NOTIFY_CHANNEL',
      dictBiz: true,
      required: true,
      max: 20,
      search: 'equal',
    },
    event: {
      type: 'string',
      label: { zh: '通知事件', en: 'Event' },
      dict: 'NOTIFY_EVENT',
      dictBiz: true,
      max: 40,
      search: 'equal',
    },
    title: {
      type: 'string',
      label: { zh: '标题', en: 'Title' },
      required: true,
      max: 200,
      search: 'like',
    },
    content: { type: 'text', label: { zh: '内容', en: 'Content' }, required: true, max: 4000, span: 24 },
    bizType: { type: 'string', label: { zh: '业务类型', en: 'Record type' }, max: 40, search: 'equal' },
    bizId: { type: 'id', label: { zh: '业务编号', en: 'Record id' }, list: false },
    url: { type: 'string', label: { zh: '链接', en: 'Link' }, max: 300, list: false },
    sendTime: {
      type: 'datetime',
      label: { zh: '发送时间', en: 'Sent at' },
      calc: true,
      sortable: true,
      search: 'daterange',
    },
    sendStatus: {
      type: 'string',
      label: { zh: '发送状态', en: 'Send status' },
      dict: 'SEND_STATUS',
      dictBiz: true,
      calc: true,
      max: 10,
      search: 'equal',
    },
    error: { type: 'string', label: { zh: '失败原因', en: 'Error' }, max: 500, calc: true, list: false },
    readFlag: { type: 'bool', label: { zh: '已读', en: 'Read' }, search: 'equal' },
    readTime: { type: 'datetime', label: { zh: '阅读时间', en: 'Read at' }, calc: true },
    dedupeKey: {
      type: 'string',
      label: { zh: '去重键', en: 'De-duplication key' },
      max: 160,
      calc: true,
      list: false,
      form: false,
      excel: false,
    },
  },
});
