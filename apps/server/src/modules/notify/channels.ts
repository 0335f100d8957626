import type { Db } from '../../db/client';
import { secretFields } from '../../resource/secrets';
import { sendSms } from '../storage/sms';
import type { Recipient } from './recipients';

/** One message to deliver on a channel (its notifyMessage row already exists). */
export type Delivery = { messageId: string; receiver: Recipient; title: string; content: string };
export type DeliveryResult = { ok: boolean; error?: string };

/**
 * A delivery channel of dict NOTIFY_CHANNEL. The site message is the stored row itself; other
 * channels hand it to a provider and report per message.
 */
export type ChannelDriver = {
  deliver(
    db: Db,
    args: { tenantId: string; dataKey: Buffer; deliveries: Delivery[] },
  ): Promise<DeliveryResult[]>;
};

const siteDriver: ChannelDriver = {
  deliver: async (_db, { deliveries }) => deliveries.map(() => ({ ok: true })),
};

/** SMS through the tenant's enabled SMS configuration (record-only driver when none). */
const smsDriver: ChannelDriver = {
  async deliver(db, { tenantId, dataKey, deliveries }) {
    const { clear } = secretFields(dataKey, ['secretKey']);
    const sender = { tenantId, userId: '0', deptIds: [] };
    const out: DeliveryResult[] = [];
    for (const d of deliveries) {
      if (!/^1[3-9]\d{9}$/.test(d.receiver.phone)) {
        out.push({ ok: false, error: '接收人没有有效的手机号' });
        continue;
      }
      const result = await sendSms(
        db,
        sender,
        { code: '', phones: [d.receiver.phone], params: { title: d.title, content: d.content } },
        clear,
      );
      out.push(result.ok ? { ok: true } : { ok: false, error: result.error ?? '发送失败' });
    }
    return out;
  },
};

/** A channel without a provider integration in this installation: recorded as failed, with why. */
const unconfigured = (name: string): ChannelDriver => ({
  deliver: async (_db, { deliveries }) => deliveries.map(() => ({ ok: false, error: `${name}渠道未配置` })),
});

export const channelDrivers: Record<string, ChannelDriver> = {
  SITE: siteDriver,
  SMS: smsDriver,
  APP_PUSH: unconfigured('APP推送'),
  WECHAT_WORK: unconfigured('企业微信'),
  DINGTALK: unconfigured('钉钉'),
  EMAIL: unconfigured('邮件'),
};
