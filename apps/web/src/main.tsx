import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { prefetchFirstLists } from './http/firstLists';
import { initI18n } from './i18n';
import { firstScreenCode } from './router/routes';
import { installGlobalErrorLogging } from './shell/errorLog';
import { usePreferences } from './stores/preferences';
import { applyDocumentPreferences } from './theme/usePreferenceEffects';
import './theme/global.css';
import './theme/css/layout.css';
import './theme/css/overlays.css';
import './theme/css/pages.css';
import './theme/css/login.css';
import './theme/css/contrast.css';
import './theme/css/phone.css';

initI18n(usePreferences.getState().language);
// before the first render: its layout then has them (see applyDocumentPreferences)
applyDocumentPreferences(usePreferences.getState());
installGlobalErrorLogging();
// the lists the page of this address showed last time are asked for now, beside its code
const firstLists = prefetchFirstLists(`${window.location.pathname}${window.location.search}`);
/** How long the first render waits for those lists once the code is there (a slow answer then comes in a render of its own). */
const FIRST_LISTS_WAIT_MS = 300;

// index.html's boot spinner stays until the first screen's code is there (see firstScreenCode),
// and the remembered lists have answered, so that the page renders once, with its rows.
const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
const settled = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    () => undefined,
  );
void settled(firstScreenCode(window.location.pathname))
  .then(() => Promise.race([firstLists, new Promise((resolve) => setTimeout(resolve, FIRST_LISTS_WAIT_MS))]))
  .then(render);
