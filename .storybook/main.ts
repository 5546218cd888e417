/**
 * Storybook for the form engine's widgets, rendered through the page renderer exactly as the
 * portal renders them. Stories live in `stories/` and import the packages' sources directly, so
 * the build needs no `dist/` (a clean clone builds without `turbo run build`).
 */
import { fileURLToPath } from 'node:url';
import { defineMain } from '@storybook/react-vite/node';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vite';

const source = (path: string) => fileURLToPath(new URL(`../packages/${path}`, import.meta.url));

export default defineMain({
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  core: {
    // No network from a build or a dev server: no telemetry, no version or news checks.
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  // The stories document behaviour, not props tables: skipping docgen keeps the build fast.
  typescript: { reactDocgen: false },
  viteFinal: (config) =>
    mergeConfig(config, {
      plugins: [react()],
      resolve: {
        // partner-config imports the engine by package name; point it at the sources the
        // stories use, so there is one copy of the engine and no build step first.
        alias: [
          {
            find: /^@admissions\/form-engine\/react$/,
            replacement: source('form-engine/src/renderer/index.ts'),
          },
          { find: /^@admissions\/form-engine$/, replacement: source('form-engine/src/index.ts') },
        ],
      },
      build: { chunkSizeWarningLimit: 4096 },
    }),
});
