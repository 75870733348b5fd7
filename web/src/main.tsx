import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/router';
// The i18n instance rides in the entry chunk: every page, public or signed in, reads its texts through it.
import { interfaceLanguage, shippedLanguage } from './lib/i18n/i18n';
import { activateInterfaceLanguage } from './lib/i18n/activate-language';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root element missing from index.html');
const container = root;

function render() {
  createRoot(container).render(
    <StrictMode>
      <AppRouter />
    </StrictMode>,
  );
}

// The shipped language renders at once; another one first fetches its translations of the shared texts.
if (interfaceLanguage === shippedLanguage) render();
else void activateInterfaceLanguage(interfaceLanguage).then(render);
