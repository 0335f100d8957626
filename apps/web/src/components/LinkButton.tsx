import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { ANTD_CSS_VAR_KEY } from '@/theme/antdTheme';

type LinkButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'> & {
  icon?: ReactNode;
  danger?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A small link-style button with antd's look (its classes, styled by the precompiled antd.css and
 * the theme's variables), without antd Button's per-instance machinery (click wave, loading
 * state, spacing context): a list page renders three or four of these per row, and as antd
 * Buttons they were a tenth of the rows' render. Other props (and the ref) reach the button, so a
 * popup trigger can wrap it. For every other button, use antd's.
 */
export function LinkButton({ children, icon, danger, ...rest }: LinkButtonProps) {
  const color = danger ? 'ant-btn-dangerous ant-btn-color-dangerous' : 'ant-btn-color-link';
  return (
    <button
      {...rest}
      type="button"
      className={`ant-btn ${ANTD_CSS_VAR_KEY} ant-btn-link ${color} ant-btn-variant-link ant-btn-sm`}
    >
      {icon && <span className="ant-btn-icon">{icon}</span>}
      <span>{children}</span>
    </button>
  );
}
