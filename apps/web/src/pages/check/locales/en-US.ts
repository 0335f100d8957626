import type { CheckPageMessages } from './zh-CN';

const checkPageEn: CheckPageMessages = {
  qrcode: 'QR code',
  print: 'Print',
  close: 'Close',
  publish: 'Publish',
  cancel: 'Cancel plan',
  published: 'Plan published; the tasks of this period are created',
  cancelled: 'Plan cancelled',
  tasks: 'Check tasks',
  generate: 'Generate tasks',
  generated: '{{created}} tasks created, {{overdue}} overdue',
  point: 'Check point',
  dueStart: 'Due from',
  dueEnd: 'Due by',
  taskStatus: 'Task status',
  items: 'Check items',
  content: 'Content',
  result: 'Result',
  value: 'Value',
  problem: 'Problem',
  year: 'Year',
  scan: 'Scan to check',
};

export default { checkPage: checkPageEn };
