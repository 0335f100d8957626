import { Form, Modal, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@/components/DateInput';
import { useFeedback } from '@/crud/feedback';
import type { Row } from '@/crud/types';
import { saveTasks } from '../api';
import { useCheckOptions } from '../options';

type Values = { points: string[]; dueStart: string; dueEnd: string };

/** Adds one task per chosen point of the plan for one window (checkPlanItem/saveBatch, all or nothing). */
export function TaskBatchDialog(props: { plan: Row | null; onClose: () => void; onDone: () => void }) {
  const { plan } = props;
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const options = useCheckOptions();
  const names = new Map(
    (options.data?.points ?? []).map((p) => [String(p.id), `${p.number ?? ''} ${p.name}`]),
  );
  const planPoints = ((plan?.checkRiskPointIds as string[] | undefined) ?? []).map((id) => ({
    value: id,
    label: names.get(id) ?? id,
  }));
  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      const saved = await saveTasks(
        v.points.map((checkRiskPointId) => ({
          planId: String(plan!.id),
          checkRiskPointId,
          dueStart: v.dueStart,
          dueEnd: v.dueEnd,
        })),
      );
      message.success(t('checkPage.addTasksDone', { count: saved.length }));
      props.onDone();
      props.onClose();
    } finally {
      setBusy(false);
    }
  };
  const today = dayjs().format('YYYY-MM-DD');
  return (
    <Modal
      open={Boolean(plan)}
      title={`${t('checkPage.addTasks')} · ${String(plan?.name ?? '')}`}
      destroyOnHidden
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={props.onClose}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          points: planPoints.map((p) => p.value),
          dueStart: `${today} 08:00:00`,
          dueEnd: `${today} 18:00:00`,
        }}
      >
        <Form.Item name="points" label={t('checkPage.points')} rules={[{ required: true }]}>
          <Select mode="multiple" options={planPoints} optionFilterProp="label" />
        </Form.Item>
        <Form.Item name="dueStart" label={t('checkPage.dueStart')} rules={[{ required: true }]}>
          <DateInput kind="datetime" />
        </Form.Item>
        <Form.Item name="dueEnd" label={t('checkPage.dueEnd')} rules={[{ required: true }]}>
          <DateInput kind="datetime" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
