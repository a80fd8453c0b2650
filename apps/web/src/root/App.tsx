import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './routes';
import { SessionProvider } from '../core/session/SessionProvider';

const router = createBrowserRouter(routes);

/** Providers from the outside in: session, then the routed screens. */
export function App() {
  return (
    <SessionProvider>
      {/* Every screen keeps its state in the address, outside React: a navigation rendered
            as a transition could leave the old screen (and its click handlers) committed while
            a discarded render had already moved on to the new address. A click on that screen
            then acted on the address before (seen as "next page" bringing back a filter just
            removed). Navigations render at once. */}
      <RouterProvider router={router} useTransitions={false} />
    </SessionProvider>
  );
}
