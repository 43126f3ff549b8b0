// antd 5 renders through React 19 with its compatibility patch, loaded before anything of antd.
import '@ant-design/v5-patch-for-react-19';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './app/global.css';
import { i18nReady } from './lib/i18n';

// The language chosen on an earlier visit is loaded before the first render (lib/i18n.ts).
void i18nReady.then(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
