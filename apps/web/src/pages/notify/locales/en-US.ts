import type { NotifyMessages } from './zh-CN';

export const notifyEn: NotifyMessages = {
  my: {
    all: 'All',
    unread: 'Unread',
    readAll: 'Mark all read',
    readAllDone: 'All messages marked read',
    empty: 'No messages',
    pick: 'Pick a message to read it',
    openRecord: 'Open the record',
    sentAt: 'Sent at',
  },
  rules: {
    enable: 'Enable',
    disable: 'Disable',
    enabled: 'Enabled',
    disabled: 'Disabled',
    enableConfirm: 'Enable this rule? An announcement is sent at its publish time.',
    disableConfirm: 'Disable this rule?',
    recipients: 'Recipients',
    recipientsOf: 'Recipients - {{name}}',
    placeholders: 'Placeholders',
    noPlaceholders: 'Select the event first',
    recordFields: 'Record people',
  },
};

export default { notify: notifyEn, route: { notifyMy: 'My messages' } };
