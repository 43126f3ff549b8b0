import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';
import { router } from './router';

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}

/** For main.tsx's start-up tasks (app/after-start.ts), which follow the current route. */
export { router };
