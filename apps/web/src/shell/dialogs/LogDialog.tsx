import { ClearOutlined, CloudUploadOutlined } from '@ant-design/icons';
import { Button, Modal, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useThrottledClick } from '@/http/throttle';
import { uploadLogsCall } from '@/shell/api/auth';
import { confirm, feedback } from '@/stores/feedback';
import { type LogEntry, useLogs } from '@/stores/logs';
import { useUi } from '@/stores/ui';

export function LogDialog() {
  const { t } = useTranslation();
  const logs = useLogs((s) => s.logs);
  const close = useUi((s) => s.close);

  const upload = useThrottledClick(async () => {
    if (!(await confirm(t('shell.log.uploadConfirm'), t('common.tip')))) return;
    await uploadLogsCall(useLogs.getState().logs);
    feedback.message.success(t('shell.log.sent'));
  });
  const clear = useThrottledClick(async () => {
    if (!(await confirm(t('shell.log.clearConfirm'), t('common.tip')))) return;
    useLogs.getState().clear();
    feedback.message.success(t('shell.log.cleared'));
  });

  return (
    <Modal
      open
      title={t('shell.log.title')}
      width="80%"
      onCancel={close}
      footer={null}
      destroyOnHidden
      data-testid="log-dialog"
    >
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<CloudUploadOutlined />} disabled={!logs.length} onClick={upload}>
          {t('shell.log.upload')}
        </Button>
        <Button danger icon={<ClearOutlined />} disabled={!logs.length} onClick={clear}>
          {t('shell.log.clear')}
        </Button>
      </Space>
      <Table<LogEntry>
        size="small"
        rowKey={(row) => `${row.time}-${row.message}-${row.url}`}
        dataSource={logs}
        pagination={{ pageSize: 10, showSizeChanger: false }}
        scroll={{ x: 900 }}
        columns={[
          {
            title: t('shell.log.type'),
            dataIndex: 'type',
            width: 150,
            render: (v: string) => <Tag color="red">{v}</Tag>,
          },
          { title: t('shell.log.url'), dataIndex: 'url', width: 220, ellipsis: true },
          { title: t('shell.log.message'), dataIndex: 'message', width: 260, ellipsis: true },
          {
            title: t('shell.log.stack'),
            dataIndex: 'stack',
            render: (v: string) => (
              <Typography.Paragraph className="dp-log-stack" ellipsis={{ rows: 2, expandable: true }}>
                {v}
              </Typography.Paragraph>
            ),
          },
          { title: t('shell.log.time'), dataIndex: 'time', width: 170 },
        ]}
      />
    </Modal>
  );
}
