import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { boot } from './app/boot';
import './styles/global.css';
import './styles/shell.css';

// A transition lets React render the first screen in small slices, so a slow phone stays
// responsive (no long main-thread task) while the app starts.
const root = createRoot(document.getElementById('root')!);
void boot().then(() => {
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
