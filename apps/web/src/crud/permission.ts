import { useCallback } from 'react';
import { useSession } from '@/stores/session';
import type { Operation } from './types';

/** `can(code)`: true when the code is empty or the permission map allows it (spec §6). */
export function usePermission() {
  const permission = useSession((s) => s.permission);
  return useCallback((code?: string) => !code || Boolean(permission?.[code]), [permission]);
}

export function useAllowed(operations: Operation[]): Operation[] {
  const can = usePermission();
  return operations.filter((op) => can(op.code));
}
