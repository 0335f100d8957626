import { BellOutlined } from '@ant-design/icons';
import type { Page } from '@dp/domain';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Empty, List, Pagination, Popover, Spin, Tabs, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getNoticePage, getUnreadCount, markNoticeRead, type Notice } from '@/shell/api/system';

export const NOTICE_PAGE_SIZE = 5;

const isUnread = (notice: Notice) => notice.isRead === false || notice.isRead === 0;

/** Notification bell (spec §2, §4): dot when unread > 0; opening loads page 1; closing clears. */
export function NoticeBell() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [page, setPage] = useState<Page<Notice> | null>(null);
  const [isLoading, setLoading] = useState(false);
  const unread = useQuery({ queryKey: ['notice-unread'], queryFn: getUnreadCount, refetchInterval: 60_000 });

  const load = async (current: number) => {
    setLoading(true);
    try {
      setPage(await getNoticePage(current, NOTICE_PAGE_SIZE));
    } finally {
      setLoading(false);
    }
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) void load(1);
    else setPage(null);
  };

  const read = async (notice: Notice) => {
    if (!isUnread(notice)) return;
    await markNoticeRead(notice.id);
    setPage(
      (p) => p && { ...p, records: p.records.map((r) => (r.id === notice.id ? { ...r, isRead: true } : r)) },
    );
    void unread.refetch();
  };

  const content = (
    <div className="dp-notice" style={{ width: 350 }} data-testid="notice-popover">
      <Tabs
        size="small"
        items={[
          {
            key: 'notice',
            label: t('shell.notice.tab'),
            children: (
              <Spin spinning={isLoading}>
                <div className="dp-notice-list" style={{ height: 300, overflowY: 'auto' }}>
                  {page?.records.length ? (
                    <List
                      size="small"
                      dataSource={page.records}
                      renderItem={(notice) => (
                        <List.Item
                          className={isUnread(notice) ? 'dp-notice-item is-unread' : 'dp-notice-item'}
                          onClick={() => void read(notice)}
                          data-testid="notice-item"
                        >
                          <List.Item.Meta
                            avatar={
                              <Badge
                                dot={isUnread(notice)}
                                status={isUnread(notice) ? 'processing' : 'default'}
                              />
                            }
                            title={<Typography.Text ellipsis>{notice.title}</Typography.Text>}
                            description={notice.releaseTime}
                          />
                          <Typography.Text type="secondary" className="dp-notice-tag">
                            {t(isUnread(notice) ? 'shell.notice.unread' : 'shell.notice.read')}
                          </Typography.Text>
                        </List.Item>
                      )}
                    />
                  ) : (
                    !isLoading && (
                      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell.notice.empty')} />
                    )
                  )}
                </div>
                {page && page.total > NOTICE_PAGE_SIZE && (
                  <Pagination
                    className="dp-notice-pager"
                    size="small"
                    simple
                    current={page.current}
                    pageSize={NOTICE_PAGE_SIZE}
                    total={page.total}
                    onChange={(current) => void load(current)}
                  />
                )}
              </Spin>
            ),
          },
        ]}
      />
    </div>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={isOpen}
      onOpenChange={onOpenChange}
      content={content}
    >
      <Tooltip title={t('shell.topbar.notice')} placement="left">
        <Badge dot={(unread.data ?? 0) > 0} offset={[-8, 8]}>
          <Button
            type="text"
            className="dp-topbar-btn"
            aria-label={t('shell.topbar.notice')}
            data-testid="topbar-notice"
            icon={<BellOutlined />}
          />
        </Badge>
      </Tooltip>
    </Popover>
  );
}
