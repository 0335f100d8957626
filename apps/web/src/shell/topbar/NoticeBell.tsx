import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, List, Pagination, Popover, Spin, Tabs, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  clearNoticePage,
  connectNotices,
  NOTICE_PAGE_SIZE,
  type NoticeItem,
  readNotice,
  requestNoticePage,
  useNotices,
} from '@/shell/notice/noticeStore';
import { useSession } from '@/stores/session';

/** Where a message leads: its record, else the message itself in "my messages". */
export const noticeTarget = (item: NoticeItem) => item.url || `/notify/my?id=${item.noticeId}`;

/**
 * Notification bell (spec §2, §4): 350 px popover with a 300 px list, page size 5. The dot shows
 * when the unread count is above 0 or a push arrived; opening requests page 1 over the socket,
 * closing clears the list; clicking an item marks it read and opens its record.
 */
export function NoticeBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const userId = useSession((s) => s.userInfo?.user_id ?? '');
  const { unread, hasNew, page, isLoading } = useNotices();
  const [isOpen, setOpen] = useState(false);

  useEffect(() => {
    void connectNotices(token, userId);
  }, [token, userId]);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) requestNoticePage(1);
    else clearNoticePage();
  };

  const open = (item: NoticeItem) => {
    if (item.tag === 0) readNotice(item.noticeId);
    onOpenChange(false);
    navigate(noticeTarget(item));
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
                      renderItem={(item) => (
                        <List.Item
                          className={item.tag === 0 ? 'dp-notice-item is-unread' : 'dp-notice-item'}
                          onClick={() => open(item)}
                          style={{ cursor: 'pointer' }}
                          data-testid="notice-item"
                        >
                          <List.Item.Meta
                            avatar={
                              <Badge
                                dot={item.tag === 0}
                                status={item.tag === 0 ? 'processing' : 'default'}
                              />
                            }
                            title={<Typography.Text ellipsis>{item.title}</Typography.Text>}
                            description={item.subtitle}
                          />
                          <Typography.Text type="secondary" className="dp-notice-tag">
                            {t(item.tag === 0 ? 'shell.notice.unread' : 'shell.notice.read')}
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
                <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
                  {page && page.total > NOTICE_PAGE_SIZE ? (
                    <Pagination
                      className="dp-notice-pager"
                      size="small"
                      simple
                      current={page.current}
                      pageSize={NOTICE_PAGE_SIZE}
                      total={page.total}
                      onChange={(current) => requestNoticePage(current)}
                    />
                  ) : (
                    <span />
                  )}
                  <Button
                    type="link"
                    size="small"
                    data-testid="notice-all"
                    onClick={() => {
                      onOpenChange(false);
                      navigate('/notify/my');
                    }}
                  >
                    {t('shell.notice.all')}
                  </Button>
                </div>
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
        <Badge dot={unread > 0 || hasNew} offset={[-8, 8]} data-testid="notice-dot">
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
