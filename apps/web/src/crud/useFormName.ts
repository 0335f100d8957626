import { useId } from 'react';

/** A unique antd Form name, so two forms on one screen never share control ids (labels stay linked). */
export function useFormName(prefix: string): string {
  return `${prefix}${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}
