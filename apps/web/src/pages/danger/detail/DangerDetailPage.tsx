import { resources } from '@dp/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, Empty, Image, Row, Space, Spin, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { optionLabel, useDictOptions } from '@/crud/dict';
import { useFeedback } from '@/crud/feedback';
import { useText } from '@/crud/i18n';
import { usePermission } from '@/crud/permission';
import { usePageSearchParams } from '@/layout/PageLocation';
import { useSession } from '@/stores/session';
import { ActionDialog, type ActionField } from '../shared/ActionForm';
import { type DangerDetail, dangerApi, delayApi, type FileLink } from '../shared/dangerApi';
import { LevelTag, OverdueText, RepeatTag, StatusTag } from '../shared/StatusTag';
import { DANGER_ACTIONS, DELAY_FIELDS, initialValuesOf, type Spec } from './dangerActions';
import { FlowTimeline } from './FlowTimeline';
import '../danger.css';

const def = resources.dangerRecord;
const delayDef = resources.dangerRectificationDelayApply;
const roundDef = resources.dangerRectificationRecord;
type Dialog = {
  kind: 'danger' | 'delay' | 'delayProcess';
  action: string;
  targetId?: string;
  version?: number;
};

function Photos({ files }: { files?: FileLink[] }) {
  if (!files?.length) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Image.PreviewGroup>
      <Space wrap>
        {files.map((f) => (
          <Image key={f.id} src={f.url} width={96} height={96} style={{ objectFit: 'cover' }} alt={f.name} />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

/** /danger/detail?id= — one danger: its data, photos, timeline and only the actions the caller may take. */
export default function DangerDetailPage() {
  const { t } = useTranslation();
  const text = useText();
  const can = usePermission();
  const { message } = useFeedback();
  const id = usePageSearchParams().get('id') ?? '';
  const me = useSession((s) => s.userInfo?.user_id);
  const client = useQueryClient();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const actionLabels = useDictOptions({ dict: 'DANGER_ACTION', dictBiz: true });
  const { data: d, isLoading } = useQuery({
    queryKey: ['danger-detail', id],
    queryFn: () => dangerApi.detail(id),
    enabled: Boolean(id),
  });
  const label = (name: string) =>
    text((def.fields as Record<string, { label: { zh: string; en: string } }>)[name]?.label) || name;
  const delayLabel = (name: string) =>
    text((delayDef.fields as Record<string, { label: { zh: string; en: string } }>)[name]?.label) || name;
  const toFields = (specs: Spec[], of: (n: string) => string): ActionField[] =>
    specs.map((s) => ({ ...s, label: s.label ?? of(s.name) }));

  const refresh = async () => {
    await client.invalidateQueries({ queryKey: ['danger-detail', id] });
    await client.invalidateQueries({ queryKey: ['crud'] });
    await client.invalidateQueries({ queryKey: ['danger-todo'] });
  };

  const canApplyDelay = useMemo(
    () =>
      d !== undefined &&
      ['PENDING_PLAN', 'PENDING_RECTIFY'].includes(d.status) &&
      d.rectifyUserId === me &&
      can('dangerRectificationDelayApply_add') &&
      !d.delayApplies.some((a) => a.status === 'PENDING'),
    [d, me, can],
  );

  if (!id) return <Empty description={t('dangerUi.noDanger')} />;
  if (isLoading || !d) return <Spin />;

  const spec = dialog?.kind === 'danger' ? DANGER_ACTIONS[dialog.action] : undefined;
  const actionName = (a: string) => optionLabel(actionLabels, a) || a;
  const run = async (values: Record<string, unknown>, draft = false) => {
    if (!dialog) return;
    const { opinion, ...payload } = values;
    const body = {
      id: d.id,
      version: d.version,
      action: dialog.action,
      opinion: opinion as string,
      ...payload,
    };
    if (dialog.kind === 'delay') await delayApi.apply({ dangerId: d.id, ...payload });
    else if (dialog.kind === 'delayProcess')
      await delayApi.process({
        id: dialog.targetId!,
        version: dialog.version!,
        action: dialog.action,
        opinion: opinion as string,
      });
    else if (spec?.endpoint === 'ignore') await dangerApi.ignore(d.id, { ...payload, version: d.version });
    else if (draft && spec?.draft === 'plan') await dangerApi.savePlan(body);
    else if (draft && spec?.draft === 'rectification') await dangerApi.saveRectification(body);
    else await dangerApi.process(body);
    message.success(t('dangerUi.done'));
    await refresh();
  };

  const info = (names: string[]) =>
    names
      .filter((n) => d[n] !== undefined && d[n] !== null && d[n] !== '')
      .map((n) => ({ key: n, label: label(n), children: String(d[`${n}Name`] ?? d[n]) }));

  return (
    <div className="dp-page danger-detail" data-testid="danger-detail">
      <Card
        title={
          <Space wrap>
            <span>{String(d.dangerNo ?? '')}</span>
            <span>{String(d.title ?? '')}</span>
            <StatusTag status={d.status} label={d.statusName} />
            <LevelTag level={d.level} label={d.levelName} />
            <OverdueText overdue={d.overdue} days={d.overdueDays} />
            <RepeatTag row={d} />
          </Space>
        }
        extra={
          <Space wrap data-testid="danger-actions">
            {d.allowedActions
              .filter((a) => DANGER_ACTIONS[a])
              .map((a) => (
                <Button
                  key={a}
                  type={DANGER_ACTIONS[a].isDanger ? 'default' : 'primary'}
                  danger={DANGER_ACTIONS[a].isDanger}
                  onClick={() => setDialog({ kind: 'danger', action: a })}
                >
                  {actionName(a)}
                </Button>
              ))}
            {canApplyDelay ? (
              <Button onClick={() => setDialog({ kind: 'delay', action: 'APPLY' })}>
                {t('dangerUi.applyDelay')}
              </Button>
            ) : null}
          </Space>
        }
      >
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={info([
            'source',
            'checkType',
            'riskPointTypeId',
            'checkRiskPointId',
            'measureId',
            'location',
            'foundTime',
            'reporterId',
            'reporterDeptId',
            'category',
            'causeType',
            'rectifyMode',
            'rectifyDeptId',
            'rectifyUserId',
            'acceptUserId',
            'originalDeadline',
            'currentDeadline',
            'delayCount',
            'rejectCount',
            'planStatus',
            'closeTime',
          ])}
        />
        <Descriptions
          size="small"
          column={1}
          items={info(['description', 'interimMeasures', 'confirmOpinion', 'ignoreReason'])}
        />
      </Card>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} xl={14}>
          <Card title={t('dangerUi.photos')} size="small">
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 'p', label: label('photoIds'), children: <Photos files={d.photoIdsFiles} /> },
                {
                  key: 'r',
                  label: label('rectifyPhotoIds'),
                  children: <Photos files={d.rectifyPhotoIdsFiles} />,
                },
              ]}
            />
          </Card>
          {d.level === 'MAJOR' ? (
            <Card title={t('dangerUi.plan')} size="small" style={{ marginTop: 16 }}>
              <Descriptions
                size="small"
                column={1}
                items={info([
                  'planGoal',
                  'planMeasures',
                  'planFunds',
                  'planOrgStaff',
                  'planTimeRequirement',
                  'planSafetyAndEmergency',
                  'plannedFund',
                ])}
              />
            </Card>
          ) : null}
          <Card title={t('dangerUi.rounds')} size="small" style={{ marginTop: 16 }}>
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={d.rectificationRecords}
              columns={['round', 'rectifyMeasures', 'finishTime', 'acceptResultName', 'acceptOpinion'].map(
                (n) => ({
                  key: n,
                  dataIndex: n,
                  title:
                    n === 'acceptResultName'
                      ? t('dangerUi.acceptResult')
                      : text(
                          (roundDef.fields as Record<string, { label: { zh: string; en: string } }>)[n]
                            ?.label,
                        ),
                }),
              )}
            />
          </Card>
          <Card title={t('dangerUi.delays')} size="small" style={{ marginTop: 16 }}>
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={d.delayApplies}
              columns={[
                ...['applyNo', 'oldDeadline', 'newDeadline', 'reason'].map((n) => ({
                  key: n,
                  dataIndex: n,
                  title: delayLabel(n),
                })),
                {
                  key: 'status',
                  title: delayLabel('status'),
                  render: (_: unknown, r: DangerDetail['delayApplies'][number]) => (
                    <StatusTag status={r.status} label={r.statusName} />
                  ),
                },
                {
                  key: 'ops',
                  title: t('dangerUi.operations'),
                  render: (_: unknown, r: DangerDetail['delayApplies'][number]) => (
                    <Space>
                      {(r.allowedActions ?? []).map((a) => (
                        <Button
                          key={a}
                          size="small"
                          type="link"
                          onClick={() =>
                            setDialog({
                              kind: 'delayProcess',
                              action: a,
                              targetId: r.id,
                              version: Number(r.version),
                            })
                          }
                        >
                          {t(`dangerUi.delayAction.${a}`)}
                        </Button>
                      ))}
                    </Space>
                  ),
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title={t('dangerUi.timeline')} size="small">
            <FlowTimeline logs={d.flowLogs} />
          </Card>
        </Col>
      </Row>
      <ActionDialog
        open={dialog !== null}
        title={
          dialog?.kind === 'delay'
            ? t('dangerUi.applyDelay')
            : dialog?.kind === 'delayProcess'
              ? t(`dangerUi.delayAction.${dialog.action}`)
              : actionName(dialog?.action ?? '')
        }
        fields={
          dialog?.kind === 'delay'
            ? toFields(DELAY_FIELDS, delayLabel)
            : spec
              ? toFields(spec.fields, label)
              : []
        }
        opinion={
          dialog?.kind === 'delay'
            ? 'none'
            : dialog?.kind === 'delayProcess'
              ? dialog.action === 'REJECT'
                ? 'required'
                : 'optional'
              : (spec?.opinion ?? 'optional')
        }
        initialValues={spec ? initialValuesOf(spec, d) : undefined}
        onSaveDraft={spec?.draft ? (v) => run(v, true) : undefined}
        onSubmit={(v) => run(v)}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
