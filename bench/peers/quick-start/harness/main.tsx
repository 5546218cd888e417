/**
 * The shared entry of the quick-start apps (not counted: a fresh `npm create vite` app has it
 * already). `quick-start-app` is an alias that build.ts points at one library's App.tsx.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from 'quick-start-app';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
