import { Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { optionLabel, useDictOptions } from '@/crud/dict';
import type { FlowLog } from '../shared/dangerApi';
import { StatusTag } from '../shared/StatusTag';

const ACTION_DICT = { dict: 'DANGER_ACTION', dictBiz: true };
const STATUS_DICT = { dict: 'DANGER_STATUS', dictBiz: true };

/** The danger's flow log, oldest first: who did what, when, from which state to which, and why. */
export function FlowTimeline({ logs }: { logs: FlowLog[] }) {
  const { t } = useTranslation();
  const actions = useDictOptions(ACTION_DICT);
  const states = useDictOptions(STATUS_DICT);
  if (logs.length === 0) return <Empty description={t('dangerUi.noHistory')} />;
  return (
    <Timeline
      data-testid="flow-timeline"
      items={logs.map((log) => ({
        key: log.id,
        color: log.toStatus === 'CLOSED' ? 'green' : log.action.includes('REJECT') ? 'red' : 'blue',
        content: (
          <div className="danger-timeline-item">
            <Typography.Text strong>{optionLabel(actions, log.action) || log.action}</Typography.Text>
            <Typography.Text type="secondary">
              {' '}
              · {log.operatorName ?? ''} · {log.time}
            </Typography.Text>
            <div>
              {log.fromStatus ? (
                <>
                  <StatusTag status={log.fromStatus} label={optionLabel(states, log.fromStatus)} />→{' '}
                </>
              ) : null}
              <StatusTag status={log.toStatus} label={optionLabel(states, log.toStatus)} />
            </div>
            {log.opinion ? (
              <Typography.Paragraph style={{ margin: 0 }}>{log.opinion}</Typography.Paragraph>
            ) : null}
          </div>
        ),
      }))}
    />
  );
}
