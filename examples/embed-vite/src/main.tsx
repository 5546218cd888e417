// The app's stylesheet and the engine's, in either order: the engine's rules keep its look.
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
