import { ApolloProvider } from '@apollo/client/react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { apolloClient } from './apollo-client';
import { i18n } from './i18n/i18n';
import { routes } from './routing/routes';
import { SessionProvider } from './session/SessionProvider';

const router = createBrowserRouter(routes);

/** Providers from the outside in: language, GraphQL client, session, then the routed screens. */
export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <ApolloProvider client={apolloClient}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </ApolloProvider>
    </I18nextProvider>
  );
}
