import { Empty, Modal, Spin, Tabs, Tree } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkedLeafKeys } from './grantKeys';
import type { CheckNode } from './treeOptions';

export type GrantTab = { key: string; label: string; tree: CheckNode[]; granted: string[] };

type Props = {
  open: boolean;
  title: string;
  tabs: GrantTab[];
  isLoading?: boolean;
  /** Receives the fully checked keys of every tab. */
  onSubmit: (checked: Record<string, string[]>) => Promise<unknown>;
  onClose: () => void;
};

/** Checkable trees in tabs (menus / data scopes / API scopes); parents follow their children. */
export function GrantDialog({ open, title, tabs, isLoading, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState<Record<string, string[]>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  // Start from the held ids whenever the dialog opens with fresh data.
  useEffect(() => {
    if (!open || isLoading) return;
    setChecked(Object.fromEntries(tabs.map((tab) => [tab.key, checkedLeafKeys(tab.tree, tab.granted)])));
  }, [open, isLoading, tabs]);

  const submit = async () => {
    setSubmitting(true);
    try {
      await onSubmit(Object.fromEntries(tabs.map((tab) => [tab.key, checked[tab.key] ?? []])));
    } finally {
      setSubmitting(false);
    }
  };

  const items = tabs.map((tab) => ({
    key: tab.key,
    label: tab.label,
    children: tab.tree.length ? (
      <div style={{ maxHeight: '55vh', overflow: 'auto' }} data-testid={`grant-tree-${tab.key}`}>
        <Tree
          checkable
          defaultExpandAll
          selectable={false}
          treeData={tab.tree}
          checkedKeys={checked[tab.key] ?? []}
          onCheck={(keys) =>
            setChecked((c) => ({ ...c, [tab.key]: (Array.isArray(keys) ? keys : keys.checked).map(String) }))
          }
        />
      </div>
    ) : (
      <Empty description={t('admin.grant.empty')} />
    ),
  }));

  return (
    <Modal
      open={open}
      title={title}
      width={520}
      okText={t('crud.ok')}
      cancelText={t('crud.cancel')}
      confirmLoading={isSubmitting}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {isLoading ? (
        <Spin style={{ display: 'block', padding: 48 }} />
      ) : items.length > 1 ? (
        <Tabs items={items} />
      ) : (
        items[0]?.children
      )}
    </Modal>
  );
}
