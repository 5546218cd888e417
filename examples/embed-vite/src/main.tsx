// The app's stylesheet first: its first line orders the cascade layers before the engine's loads.
import './index.css';
import '@admissions/form-engine/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
