import { formEngine } from '@admissions/form-engine/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// https://vite.dev/config/
export default defineConfig({
  plugins: [
    react(),
    // The form built ahead of time, in English and in French: `virtual:form-engine/en` and
    // `virtual:form-engine/fr` validate with the form's check table (no eval: script-src 'self' holds).
    formEngine({
      forms: {
        en: { definition: 'src/form.json' },
        fr: { definition: 'src/form.json', messages: 'src/fr.ts' },
      },
    }),
  ],
});
