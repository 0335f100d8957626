/**
 * Row shapes of the notify tables as drizzle returns them (the generic `resourceTable` leaves
 * column types open, so selects are cast to these once, here).
 */
export type RuleRow = {
  id: string;
  tenantId: string;
  name: string | null;
  noticeKind: string | null;
  event: string | null;
  offsetValue: number | null;
  offsetUnit: string | null;
  repeatEveryDays: number | null;
  escalationDays: string | null;
  majorImmediate: boolean | null;
  channels: string[] | null;
  titleTemplate: string | null;
  contentTemplate: string | null;
  publishTime: Date | null;
  enabled: boolean | null;
  publishedTime: Date | null;
};

export type MessageRow = {
  id: string;
  tenantId: string;
  noticeId: string | null;
  receiverId: string;
  channel: string;
  event: string | null;
  title: string | null;
  content: string | null;
  bizType: string | null;
  bizId: string | null;
  url: string | null;
  sendTime: Date | null;
  sendStatus: string | null;
  error: string | null;
  readFlag: boolean | null;
  readTime: Date | null;
};
