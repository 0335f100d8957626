import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/crud/feedback';

/**
 * Confirm-then-call for toolbar actions on selected rows: warns when nothing is selected, shows the
 * server's message (or 'operation succeeded') and runs `after` (usually a list refresh).
 */
export function useSelectionAction() {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  return ({
    ids,
    confirm,
    call,
    after,
  }: {
    ids: string[];
    confirm?: string;
    call: () => Promise<unknown>;
    after?: () => unknown;
  }) => {
    if (ids.length === 0) {
      message.warning(t('admin.selectAtLeastOne'));
      return;
    }
    const run = async () => {
      await call();
      message.success(t('admin.success'));
      await after?.();
    };
    if (!confirm) return void run().catch(() => undefined);
    modal.confirm({
      title: t('crud.confirmTitle'),
      content: confirm,
      okText: t('crud.ok'),
      cancelText: t('crud.cancel'),
      onOk: run,
    });
  };
}
