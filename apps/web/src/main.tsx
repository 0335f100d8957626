import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { prefetchFirstLists } from './http/firstLists';
import { initI18n } from './i18n';
import { firstScreenCode } from './router/routes';
import { installGlobalErrorLogging } from './shell/errorLog';
import { usePreferences } from './stores/preferences';
import './theme/global.css';
import './theme/css/layout.css';
import './theme/css/overlays.css';
import './theme/css/pages.css';
import './theme/css/login.css';

initI18n(usePreferences.getState().language);
installGlobalErrorLogging();
// the lists the page of this address showed last time are asked for now, beside its code
prefetchFirstLists(`${window.location.pathname}${window.location.search}`);

// index.html's boot spinner stays until the first screen's code is there (see firstScreenCode).
const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
firstScreenCode(window.location.pathname).then(render, render);
