import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginIcon, type LoginIconName } from './icons';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'aria-label' | 'placeholder'> & {
  /** The field's accessible name, also its placeholder. */
  label: string;
  icon: LoginIconName;
  error?: string;
  /** Shown after the input inside the field row (the captcha image). */
  after?: ReactNode;
};

/**
 * A sign-in input with its icon and its message below (plain HTML: the sign-in page loads no antd).
 * The message is announced (role=alert) and tied to the input (aria-describedby, aria-invalid).
 */
export function LoginField({ label, icon, error, after, type = 'text', ...input }: FieldProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const [isShown, setShown] = useState(false);
  const isPassword = type === 'password';
  return (
    <div className={error ? 'login-field has-error' : 'login-field'}>
      <div className="login-field-row">
        <span className="login-input">
          <span className="login-input-prefix">
            <LoginIcon name={icon} />
          </span>
          <input
            {...input}
            type={isPassword && isShown ? 'text' : type}
            aria-label={label}
            placeholder={label}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {isPassword && (
            <button
              type="button"
              className="login-input-suffix"
              aria-label={t(isShown ? 'login.hidePassword' : 'login.showPassword')}
              aria-pressed={isShown}
              onClick={() => setShown((shown) => !shown)}
            >
              <LoginIcon name={isShown ? 'eye' : 'eyeInvisible'} />
            </button>
          )}
        </span>
        {after}
      </div>
      <div className="login-field-error" id={errorId} role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}
