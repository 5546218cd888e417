import { formEngine } from '@admissions/form-engine/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    react(),
    // The form in each language, built ahead of time: the app imports `virtual:form-engine/en`
    // and `virtual:form-engine/es`, compiled forms with their validators as generated chunks
    // (nothing compiles in the browser; a `script-src 'self'` policy holds).
    formEngine({
      forms: {
        en: { definition: 'src/form/form.en.json', model: 'src/form/model.json' },
        es: { definition: 'src/form/form.es.json', model: 'src/form/model.json', locale: 'es' },
      },
    }),
  ],
});
