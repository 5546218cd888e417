/** The App.tsx build.ts builds; each library's exports a component without props. */
declare module 'quick-start-app' {
  import type { JSX } from 'react';

  const App: () => JSX.Element;
  export default App;
}
