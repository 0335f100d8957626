import type { Page } from '@dp/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, Empty, List, Pagination, Segmented, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useFeedback } from '@/crud/feedback';
import { api } from '@/http/request';
import { usePageLocation } from '@/layout/PageLocation';
import { MESSAGES_PATH, type NoticeItem, refreshUnread, useNotices } from '@/shell/notice/noticeStore';

const SIZE = 10;

/** /notify/my — the signed-in user's messages: filter unread, read one, mark all read, open the record. */
export default function MyMessagesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const { search } = usePageLocation();
  const [filter, setFilter] = useState<'all' | 'unread'>('all');
  const [current, setCurrent] = useState(1);
  const [selected, setSelected] = useState<NoticeItem | null>(null);
  const pushCount = useNotices((s) => s.pushCount);
  const key = ['notify-my', filter, current];

  const list = useQuery({
    queryKey: [...key, pushCount],
    queryFn: () =>
      api<Page<NoticeItem>>({
        url: `${MESSAGES_PATH}/my`,
        method: 'post',
        data: { current, size: SIZE, ...(filter === 'unread' ? { readFlag: false } : {}) },
      }),
  });

  const markRead = async (item: NoticeItem) => {
    if (item.tag !== 0) return;
    await api({ url: `${MESSAGES_PATH}/read`, method: 'post', data: { ids: [item.noticeId] } });
    await refreshUnread();
    await queryClient.invalidateQueries({ queryKey: ['notify-my'] });
  };

  const show = (item: NoticeItem) => {
    setSelected({ ...item, tag: 1 });
    void markRead(item);
  };

  // `?id=` (from the bell) opens that message.
  const wanted = new URLSearchParams(search).get('id');
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens the message named by the address once
  useEffect(() => {
    if (!wanted) return;
    void api<NoticeItem>({ url: `${MESSAGES_PATH}/my/${wanted}` }).then(show);
  }, [wanted]);

  const readAll = async () => {
    await api({ url: `${MESSAGES_PATH}/read-all`, method: 'post' });
    message.success(t('notify.my.readAllDone'));
    await refreshUnread();
    await queryClient.invalidateQueries({ queryKey: ['notify-my'] });
  };

  return (
    <div style={{ display: 'flex', gap: 16, height: '100%', minHeight: 0 }} data-testid="my-messages">
      <Card
        size="small"
        style={{ flex: '1 1 50%', minWidth: 0, display: 'flex', flexDirection: 'column' }}
        title={
          <Segmented
            value={filter}
            onChange={(v) => {
              setFilter(v as 'all' | 'unread');
              setCurrent(1);
            }}
            options={[
              { label: t('notify.my.all'), value: 'all' },
              { label: t('notify.my.unread'), value: 'unread' },
            ]}
          />
        }
        extra={
          <Button size="small" onClick={() => void readAll()} data-testid="my-read-all">
            {t('notify.my.readAll')}
          </Button>
        }
      >
        <List
          loading={list.isLoading}
          dataSource={list.data?.records ?? []}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notify.my.empty')} />,
          }}
          renderItem={(item) => (
            <List.Item
              onClick={() => show(item)}
              style={{ cursor: 'pointer' }}
              className={selected?.noticeId === item.noticeId ? 'is-selected' : undefined}
              data-testid="my-message"
            >
              <List.Item.Meta
                avatar={<Badge dot={item.tag === 0} status={item.tag === 0 ? 'processing' : 'default'} />}
                title={<Typography.Text strong={item.tag === 0}>{item.title}</Typography.Text>}
                description={item.subtitle}
              />
            </List.Item>
          )}
        />
        {(list.data?.total ?? 0) > SIZE && (
          <Pagination
            size="small"
            current={current}
            pageSize={SIZE}
            total={list.data?.total}
            onChange={setCurrent}
            style={{ marginTop: 8, textAlign: 'right' }}
          />
        )}
      </Card>
      <Card size="small" style={{ flex: '1 1 50%', minWidth: 0 }} data-testid="my-message-detail">
        {selected ? (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {selected.title}
            </Typography.Title>
            <Typography.Text type="secondary">
              {t('notify.my.sentAt')}: {selected.sendTime}
            </Typography.Text>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{selected.content}</Typography.Paragraph>
            {selected.url && (
              <Button type="primary" onClick={() => navigate(selected.url)}>
                {t('notify.my.openRecord')}
              </Button>
            )}
          </Space>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notify.my.pick')} />
        )}
      </Card>
    </div>
  );
}
