import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BoApp } from './app/bo-app';
import './backoffice.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BoApp />
  </StrictMode>,
);
