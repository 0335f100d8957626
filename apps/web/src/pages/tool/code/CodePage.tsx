import { CopyOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { codeResource } from '@dp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Modal, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/crud/feedback';
import { ResourceCrud } from '@/crud/ResourceCrud';
import type { Row } from '@/crud/types';
import { fileNameFromDisposition } from '@/http/errors';
import { api, request, saveBlob } from '@/http/request';
import { formatSize } from '../../resource/attach/preview';
import { usePickerOverride } from '../common/useOptions';
import { type ZipEntry, zipEntries } from './zipEntries';

const BASE = '/api/calf-develop/code';

/** /tool/code — code generator settings: CRUD, copy, and generate (downloads the zip, lists its files). */
export default function CodePage() {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<ZipEntry[] | null>(null);
  const overrides = usePickerOverride('modelId');

  const generate = (ids: string[]) =>
    modal.confirm({
      title: t('crud.confirmTitle'),
      content: t('adminDev.generateConfirm'),
      onOk: async () => {
        const res = await request.post<Blob>(`${BASE}/gen-code`, null, {
          params: { ids: ids.join(',') },
          responseType: 'blob',
        });
        const name = fileNameFromDisposition(
          res.headers['content-disposition'] as string | undefined,
          `code-${dayjs().format('YYYYMMDDHHmmss')}.zip`,
        );
        saveBlob(res.data, name);
        message.success(t('adminDev.generated'));
        setFiles(zipEntries(await res.data.arrayBuffer()));
      },
    });

  const copy = async (row: Row) => {
    await api({ url: `${BASE}/copy`, method: 'post', params: { id: row.id } });
    message.success(t('adminDev.copied'));
    await queryClient.invalidateQueries({ queryKey: ['crud', codeResource.name] });
  };

  return (
    <ResourceCrud
      def={codeResource}
      overrides={overrides}
      extraRowActions={(row) => [
        {
          key: 'gen',
          label: t('adminDev.generate'),
          icon: <ThunderboltOutlined />,
          code: 'code_gen',
          onClick: () => generate([row.id]),
        },
        {
          key: 'copy',
          label: t('adminDev.copy'),
          icon: <CopyOutlined />,
          code: 'code_copy',
          onClick: () => void copy(row),
        },
      ]}
      extraToolbarActions={(selected) => [
        {
          key: 'gen',
          label: t('adminDev.generateSelected'),
          icon: <ThunderboltOutlined />,
          code: 'code_gen',
          onClick: () =>
            selected.length
              ? generate(selected.map((r) => r.id))
              : message.warning(t('crud.selectAtLeastOne')),
        },
      ]}
    >
      <Modal
        open={Boolean(files)}
        title={t('adminDev.zipFiles')}
        footer={null}
        width={720}
        onCancel={() => setFiles(null)}
      >
        <Table<ZipEntry>
          rowKey="name"
          size="small"
          pagination={false}
          scroll={{ y: 480 }}
          dataSource={files ?? []}
          data-testid="zip-files"
          columns={[
            { key: 'name', dataIndex: 'name', title: t('adminDev.fileName') },
            { key: 'size', dataIndex: 'size', title: t('adminDev.fileSize'), width: 120, render: formatSize },
          ]}
        />
      </Modal>
    </ResourceCrud>
  );
}
