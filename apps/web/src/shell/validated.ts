import type { FormInstance } from 'antd';

/** Runs the form's validation; null when it fails (the form already shows the messages). */
export async function validated<T>(form: FormInstance<T>): Promise<T | null> {
  try {
    return await form.validateFields();
  } catch {
    return null;
  }
}
