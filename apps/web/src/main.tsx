import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { boot } from './app/boot';
import { stageFirstRender } from './lib/staged-start';
import './styles/global.css';
import './styles/shell.css';

// Preact ignores the transition (it renders in one pass): the layout draws the first view in
// stages instead (lib/staged-start.ts), so a slow phone has no single long start-up task.
const root = createRoot(document.getElementById('root')!);
void boot().then(() => {
  stageFirstRender();
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
