import { ApolloProvider } from '@apollo/client/react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { apolloClient } from './apollo-client';
import { routes } from './routing/routes';
import { SessionProvider } from './session/SessionProvider';

const router = createBrowserRouter(routes);

/** Providers from the outside in: GraphQL client, session, then the routed screens. */
export function App() {
  return (
    <ApolloProvider client={apolloClient}>
      <SessionProvider>
        {/* Every screen keeps its state in the address, and Apollo's queries live outside
              React: a navigation rendered as a transition could leave the old screen (and its
              click handlers) committed while a discarded render had already moved the query on
              to the new address. A click on that screen then acted on the address before (seen
              as "next page" bringing back a filter just removed). Navigations render at once. */}
        <RouterProvider router={router} useTransitions={false} />
      </SessionProvider>
    </ApolloProvider>
  );
}
