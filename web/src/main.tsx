import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/router';
// The i18n instance rides in the entry chunk: every page, public or signed in, reads its texts through it.
import './lib/i18n/i18n';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root element missing from index.html');

createRoot(root).render(
  <StrictMode>
    <AppRouter />
  </StrictMode>,
);
