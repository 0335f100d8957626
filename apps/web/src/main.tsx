import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { initI18n } from './i18n';
import { installGlobalErrorLogging } from './shell/errorLog';
import { usePreferences } from './stores/preferences';
import './theme/global.css';
import './theme/css/layout.css';
import './theme/css/overlays.css';
import './theme/css/pages.css';
import './theme/css/login.css';

initI18n(usePreferences.getState().language);
installGlobalErrorLogging();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
