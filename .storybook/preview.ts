import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    /**
     * Accessibility checks (axe-core) run after every story. `test: 'error'` (available in
     * Storybook 10 alongside 'todo' and 'off') makes a violation fail the story's test in the
     * a11y panel and in test runs, instead of only warning as the default 'todo' does.
     */
    a11y: { test: 'error' },
  },
};

export default preview;
