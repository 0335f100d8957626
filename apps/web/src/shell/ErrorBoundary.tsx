import { Component, type ErrorInfo, type ReactNode } from 'react';
import { i18n } from '@/i18n';
import { chunkErrorType, logError } from './errorLog';

type Props = { children: ReactNode; resetKey?: string };
type State = { error: Error | null };

/** Catches render errors of a page, logs them locally and offers a retry (kept light, without antd: it is in the entry). */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    logError({ type: chunkErrorType(error) ?? 'error', error, info: info.componentStack?.trim() ?? '' });
  }

  componentDidUpdate(prev: Props): void {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const isChunk = chunkErrorType(error) !== null;
    return (
      <div className="dp-error-boundary" role="alert" data-testid="error-boundary">
        <div className="dp-error-boundary-mark">!</div>
        <h3>{i18n.t(isChunk ? 'shell.error.chunkTitle' : 'shell.error.title')}</h3>
        <p>{error.message}</p>
        <button
          type="button"
          className="dp-button is-primary"
          onClick={() => (isChunk ? window.location.reload() : this.setState({ error: null }))}
        >
          {i18n.t('shell.error.retry')}
        </button>
      </div>
    );
  }
}
