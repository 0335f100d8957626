export const notifyZh = {
  my: {
    all: '全部',
    unread: '未读',
    readAll: '全部已读',
    readAllDone: '已全部标记为已读',
    empty: '暂无消息',
    pick: '选择一条消息查看内容',
    openRecord: '打开相关记录',
    sentAt: '发送时间',
  },
  rules: {
    enable: '启用',
    disable: '停用',
    enabled: '已启用',
    disabled: '已停用',
    enableConfirm: '确定启用该规则?公告启用后将按发布时间发送。',
    disableConfirm: '确定停用该规则?',
    recipients: '通知对象',
    recipientsOf: '通知对象 - {{name}}',
    placeholders: '可用占位符',
    noPlaceholders: '请先选择通知事件',
    recordFields: '记录相关人可选',
  },
};

export type NotifyMessages = typeof notifyZh;

export default { notify: notifyZh, route: { notifyMy: '我的消息' } };
