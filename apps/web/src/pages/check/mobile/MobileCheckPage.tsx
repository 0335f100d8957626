import { CameraOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Radio, Result, Select, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { putFile } from '@/shell/api/system';
import { type Answer, distanceM, type ScanItem, scanPoint, submitCheck } from '../api';
import './mobile.css';

type Position = { lat: number; lng: number };

/** One check item: pass/fail/N.A., a number or a text, a problem description on FAIL, photos. */
function ItemCard(props: { item: ScanItem; answer: Answer; onChange: (a: Answer) => void }) {
  const { item, answer, onChange } = props;
  const { t } = useTranslation();
  const [isUploading, setUploading] = useState(false);
  const range =
    item.minValue !== null || item.maxValue !== null
      ? `${item.minValue ?? ''} ~ ${item.maxValue ?? ''} ${item.unit ?? ''}`
      : null;
  const onPhoto = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const up = await putFile(file);
      onChange({ ...answer, photoIds: [...(answer.photoIds ?? []), up.attachId] });
    } finally {
      setUploading(false);
    }
  };
  return (
    <Card size="small" className="m-check-item" data-testid="check-item" title={item.content}>
      {item.standard && <Typography.Paragraph type="secondary">{item.standard}</Typography.Paragraph>}
      {item.resultType === 'NUMBER' && (
        <Input
          inputMode="decimal"
          aria-label={t('checkMobile.value')}
          placeholder={range ? `${t('checkMobile.range')} ${range}` : t('checkMobile.value')}
          suffix={item.unit ?? undefined}
          value={answer.value}
          onChange={(e) => onChange({ ...answer, value: e.target.value })}
        />
      )}
      {item.resultType === 'TEXT' && (
        <Input.TextArea
          aria-label={t('checkMobile.text')}
          placeholder={t('checkMobile.text')}
          value={answer.value}
          maxLength={100}
          onChange={(e) => onChange({ ...answer, value: e.target.value })}
        />
      )}
      <Radio.Group
        className="m-check-result"
        optionType="button"
        buttonStyle="solid"
        value={answer.result}
        onChange={(e) => onChange({ ...answer, result: e.target.value })}
        options={[
          { label: t('checkMobile.pass'), value: 'PASS' },
          { label: t('checkMobile.fail'), value: 'FAIL' },
          { label: t('checkMobile.na'), value: 'NA' },
        ]}
      />
      {answer.result === 'FAIL' && (
        <Input.TextArea
          aria-label={t('checkMobile.problem')}
          placeholder={t('checkMobile.problem')}
          maxLength={500}
          value={answer.description}
          onChange={(e) => onChange({ ...answer, description: e.target.value })}
        />
      )}
      <label className="m-check-photo">
        <CameraOutlined /> {isUploading ? t('checkMobile.uploading') : t('checkMobile.photo')}
        {item.photoRequired && <Tag color="orange">{t('checkMobile.photoRequired')}</Tag>}
        {(answer.photoIds?.length ?? 0) > 0 && <Tag color="green">{answer.photoIds?.length}</Tag>}
        <input
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          onChange={(e) => void onPhoto(e.target.files?.[0])}
        />
      </label>
    </Card>
  );
}

/** Whether an answer is complete enough to send (the server judges the rest). */
function isAnswered(item: ScanItem, a: Answer | undefined): boolean {
  if (!a) return false;
  if (a.result === 'NA') return true;
  if (a.result === 'FAIL' && !a.description) return false;
  if (item.resultType === 'PASS_FAIL') return a.result !== undefined;
  return Boolean(a.value);
}

/** /m/check/:token — the phone page a point's QR code opens (outside the shell, 375 px wide). */
export default function MobileCheckPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useQuery({ queryKey: ['check-scan', token], queryFn: () => scanPoint(token), retry: false });
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const [position, setPosition] = useState<Position | null>(null);
  const [locationError, setLocationError] = useState<string | null>(null);
  const [lateTaskId, setLateTaskId] = useState<string | undefined>();
  const submit = useMutation({ mutationFn: submitCheck });

  if (info.isLoading) return <Spin className="m-check-loading" tip={t('checkMobile.loading')} />;
  if (info.isError || !info.data)
    return (
      <Result
        status="warning"
        title={t('checkMobile.notFound')}
        subTitle={info.error instanceof Error ? info.error.message : undefined}
        className="m-check"
      />
    );
  const { point, items, overdueTasks, scanToken } = info.data;
  // The task of the current window; an overdue one only when the checker picks it (recorded late).
  const task = info.data.task ?? overdueTasks.find((x) => x.id === lateTaskId) ?? null;
  const answerOf = (id: string): Answer => answers[id] ?? { checkItemId: id };
  const isComplete = items.every((i) => isAnswered(i, answers[i.id]));
  const distance =
    position && point.lat !== null && point.lng !== null
      ? distanceM(position, { lat: point.lat, lng: point.lng })
      : null;

  const locate = () =>
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setLocationError(null);
        setPosition({ lat: p.coords.latitude, lng: p.coords.longitude });
      },
      (e) => setLocationError(e.message),
      { enableHighAccuracy: true, timeout: 15_000 },
    );

  if (submit.data) {
    const rec = submit.data;
    return (
      <Result
        className="m-check"
        status={rec.failCount ? 'warning' : 'success'}
        title={t('checkMobile.submitted')}
        subTitle={`${t('checkMobile.result', {
          result: rec.failCount
            ? t('checkMobile.abnormal', { count: rec.failCount })
            : t('checkMobile.normal'),
        })}${rec.dangerCount ? ` ${t('checkMobile.dangersRegistered', { count: Number(rec.dangerCount) })}` : ''}`}
        extra={<Button onClick={() => navigate('/')}>{t('checkMobile.again')}</Button>}
      />
    );
  }

  return (
    <div className="m-check">
      <Typography.Title level={4}>{t('checkMobile.title')}</Typography.Title>
      <Card size="small" title={point.name} data-testid="check-point">
        <div>
          {t('checkMobile.number')}: {point.number}
        </div>
        <div>
          {t('checkMobile.lastCheck')}: {point.lastCheckTime ?? t('checkMobile.never')}
        </div>
      </Card>
      {!info.data.task && overdueTasks.length > 0 && (
        <Select
          className="m-check-late"
          data-testid="check-late-task"
          allowClear
          placeholder={t('checkMobile.lateTasks')}
          value={lateTaskId}
          onChange={setLateTaskId}
          options={overdueTasks.map((x) => ({
            value: x.id,
            label: `${x.planName}: ${x.dueStart} ~ ${x.dueEnd}`,
          }))}
        />
      )}
      {task ? (
        <Alert
          type={task.taskStatus === 'OVERDUE' ? 'warning' : 'info'}
          title={`${t('checkMobile.task')}: ${task.planName}`}
          description={`${t('checkMobile.due')}: ${task.dueStart} ~ ${task.dueEnd}${
            task.taskStatus === 'OVERDUE' ? ` (${t('checkMobile.overdue')}) ${t('checkMobile.lateHint')}` : ''
          }`}
        />
      ) : (
        <Alert type="info" title={t('checkMobile.noTask')} />
      )}
      <Space className="m-check-gps">
        <Button icon={<EnvironmentOutlined />} onClick={locate}>
          {t('checkMobile.locate')}
        </Button>
        {task?.requireGps && !position && <Tag color="orange">{t('checkMobile.gpsRequired')}</Tag>}
        {position && (
          <span>
            {distance === null ? t('checkMobile.locatedNoPoint') : t('checkMobile.located', { distance })}
          </span>
        )}
        {locationError && <span>{t('checkMobile.locationFailed', { reason: locationError })}</span>}
      </Space>
      <Typography.Title level={5}>{t('checkMobile.items')}</Typography.Title>
      {items.map((item) => (
        <ItemCard
          key={item.id}
          item={item}
          answer={answerOf(item.id)}
          onChange={(a) => setAnswers((prev) => ({ ...prev, [item.id]: a }))}
        />
      ))}
      <Button
        type="primary"
        block
        size="large"
        disabled={!isComplete}
        loading={submit.isPending}
        onClick={() =>
          submit.mutate({
            checkRiskPointId: point.id,
            planItemId: task?.id,
            token: scanToken,
            ...(position ?? {}),
            items: items.map((i) => answerOf(i.id)),
          })
        }
      >
        {isComplete ? t('checkMobile.submit') : t('checkMobile.unanswered')}
      </Button>
    </div>
  );
}
