import {
  DownloadOutlined,
  KeyOutlined,
  SafetyOutlined,
  UnlockOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { Operation } from '@/crud/types';

export type UserToolbarHandlers = {
  grant: () => void;
  reset: () => void;
  unlock: () => void;
  importUsers: () => void;
  exportUsers: () => void;
};

/** Toolbar buttons of the user list beyond add / edit / delete, each behind its button code. */
export function userToolbar(t: TFunction, h: UserToolbarHandlers): Operation[] {
  return [
    {
      key: 'grant',
      label: t('admin.user.grant'),
      icon: <SafetyOutlined />,
      code: 'user_grant',
      onClick: h.grant,
    },
    {
      key: 'reset',
      label: t('admin.user.reset'),
      icon: <KeyOutlined />,
      code: 'user_reset',
      onClick: h.reset,
    },
    {
      key: 'unlock',
      label: t('admin.user.unlock'),
      icon: <UnlockOutlined />,
      code: 'user_unlock',
      onClick: h.unlock,
    },
    {
      key: 'import',
      label: t('crud.import'),
      icon: <UploadOutlined />,
      code: 'user_import',
      onClick: h.importUsers,
    },
    {
      key: 'export',
      label: t('crud.export'),
      icon: <DownloadOutlined />,
      code: 'user_export',
      onClick: h.exportUsers,
    },
  ];
}
