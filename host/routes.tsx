import { createBrowserRouter } from 'react-router';
import { AuthLayout } from './auth/AuthLayout.tsx';
import { AuthPage, authPageLoader } from './auth/AuthPage.tsx';
import { ForgotPasswordPage } from './auth/ForgotPasswordPage.tsx';
import { LogoutPage } from './auth/LogoutPage.tsx';
import { OAuthRequestPage } from './auth/OAuthRequestPage.tsx';
import { ResetPasswordPage } from './auth/ResetPasswordPage.tsx';
import { ResetPasswordRedirect } from './auth/ResetPasswordRedirect.tsx';
import { AUTH_ROUTE_ID } from './auth/use-host-config.ts';
import { withChunkLimits } from './chunk-routes.ts';
import { guestOnly, initialiseOnly, requireSignIn } from './guards.ts';
import { NotFound } from './pages/NotFound.tsx';
import { WidgetView } from './pages/WidgetView.tsx';
import type { RouteHandle } from './route-name.ts';
import { Loading } from './shell/Loading.tsx';
import { Root } from './shell/Root.tsx';
import { RouteFailure } from './shell/RouteFailure.tsx';
import { Shell } from './shell/Shell.tsx';
import { SignedIn } from './shell/SignedIn.tsx';

const named = (name: RouteHandle['name'], view?: RouteHandle['view']): RouteHandle =>
  view ? { name, view } : { name };

// Dockview is the heaviest part of the host; the other routes do without it.
const workspace = async () => ({ Component: (await import('./pages/Home.tsx')).Home });

/**
 * Spec 1 §2 route table, the part the host serves so far. Guards are loaders (host/guards.ts): each initialises
 * authentication first; the not-found and logout routes do without.
 */
export const router = createBrowserRouter(
  withChunkLimits([
    {
      Component: Root,
      HydrateFallback: Loading,
      children: [
        {
          // Sign-in required.
          loader: requireSignIn,
          ErrorBoundary: RouteFailure,
          Component: SignedIn,
          children: [
            {
              element: <Shell controls />,
              children: [
                { index: true, handle: named('Home'), lazy: workspace },
                // The view switcher's views: the workspace in another layout (route metadata, spec 1 §2).
                { path: 'Author-view', handle: named('AuthorView', 'authorView'), lazy: workspace },
                { path: 'Simplified-view', handle: named('SimplifiedView', 'simplifiedView'), lazy: workspace },
                { path: 'Reading-view', handle: named('ReadingView', 'readingView'), lazy: workspace },
                { path: 'canvas', handle: named('canvas', 'canvasView'), lazy: workspace },
                { path: 'mobile-view', handle: named('MobileView', 'mobileView'), lazy: workspace },
                {
                  path: 'dashboard',
                  handle: named('Dashboard'),
                  lazy: async () => ({ Component: (await import('./pages/DashboardPage.tsx')).DashboardPage }),
                },
                {
                  path: 'Settings',
                  handle: named('Settings'),
                  lazy: async () => ({ Component: (await import('./pages/SettingsPage.tsx')).SettingsPage }),
                },
                {
                  path: 'profile/edit',
                  handle: named('edit-profile'),
                  lazy: async () => ({ Component: (await import('./pages/EditProfilePage.tsx')).EditProfilePage }),
                },
                {
                  // The learners' roles and the partner origins; the page tells anyone else their role does not allow it.
                  path: 'admin',
                  handle: named('admin'),
                  lazy: async () => ({ Component: (await import('./pages/AdminPage.tsx')).AdminPage }),
                },
                {
                  path: 'accessibility',
                  handle: named('accessibility'),
                  lazy: async () => ({ Component: (await import('./pages/AccessibilityPage.tsx')).AccessibilityPage }),
                },
                {
                  path: 'VR',
                  handle: named('VR'),
                  lazy: async () => ({ Component: (await import('./pages/VrPage.tsx')).VrPage }),
                },
                // The note is loaded before entering; a note that is not the learner's is the not-found page.
                {
                  path: 'note/:id',
                  handle: named('Note'),
                  lazy: async () => {
                    const page = await import('./pages/NotePage.tsx');
                    return { loader: page.noteLoader, Component: page.NotePage };
                  },
                },
                // The tag's content (the learner's notes and saved graphs with it) is loaded before entering.
                {
                  path: 'tag/:name',
                  handle: named('Tag'),
                  lazy: async () => {
                    const page = await import('./pages/TagPage.tsx');
                    return { loader: page.tagLoader, Component: page.TagPage };
                  },
                },
                {
                  // One of the learner's uploaded files, read with their token before entering.
                  path: 'file/:fileId',
                  handle: named('file'),
                  lazy: async () => {
                    const page = await import('./pages/FilePage.tsx');
                    return { loader: page.fileLoader, Component: page.FilePage };
                  },
                },
                {
                  // The prompt experiments: Kaaro Alpha's rows beside Kaaro's intents.
                  path: 'experiment',
                  handle: named('experiment'),
                  lazy: async () => ({ Component: (await import('./pages/ExperimentPage.tsx')).ExperimentPage }),
                },
                // One of the learner's conversations with Eddie, opened before entering; another's is the not-found page.
                {
                  path: 'thread/:roomId',
                  handle: named('thread'),
                  lazy: async () => {
                    const page = await import('./pages/ThreadPage.tsx');
                    return { loader: page.threadLoader, Component: page.ThreadPage };
                  },
                },
                {
                  // The saved graph is read and drawn before entering; the workspace (Dockview) loads with the page.
                  path: 'graph/:id',
                  handle: named('Graph'),
                  lazy: async () => {
                    const page = await import('./pages/SavedGraphPage.tsx');
                    return { loader: page.savedGraphLoader, Component: page.SavedGraphPage };
                  },
                },
              ],
            },
            {
              // The workspace without panel controls (spec 1 §2), for a partner's frame: an embed route, so the navbar
              // and dock controls are hidden too.
              element: <Shell controls={false} />,
              children: [
                {
                  path: 'embed',
                  handle: named('Embed'),
                  lazy: async () => ({ Component: (await import('./pages/EmbedPage.tsx')).EmbedWorkspacePage }),
                },
              ],
            },
            // "Blank layout": the widget alone, no navbar or footer.
            { path: 'widget/:name', handle: named('WidgetView'), Component: WidgetView },
          ],
        },
        {
          // Guests only, blank layout.
          id: AUTH_ROUTE_ID,
          path: 'auth',
          loader: guestOnly,
          ErrorBoundary: RouteFailure,
          Component: AuthLayout,
          children: [
            { path: 'forgot-password', handle: named('Forgot-Password-Request'), Component: ForgotPasswordPage },
            {
              path: 'reset-password-redirect/:key?',
              handle: named('Forgot-Password'),
              Component: ResetPasswordRedirect,
            },
            { path: 'reset-password/:key?', handle: named('Reset-Password'), Component: ResetPasswordPage },
            { path: ':action', handle: named('Auth'), loader: authPageLoader, Component: AuthPage },
          ],
        },
        {
          // No guard is given for the return from an external sign-in; authentication is still initialised.
          path: 'auth/oauth-request/:key',
          loader: initialiseOnly,
          ErrorBoundary: RouteFailure,
          Component: AuthLayout,
          children: [{ index: true, handle: named('OAuth-Request'), Component: OAuthRequestPage }],
        },
        {
          // Public: a saved state is shared by its link. It is opened (thought and graph) before entering.
          path: 'thought/:id',
          ErrorBoundary: RouteFailure,
          element: <Shell controls />,
          children: [
            {
              index: true,
              handle: named('Thought'),
              lazy: async () => {
                const page = await import('./pages/ThoughtPage.tsx');
                return { loader: page.thoughtLoader, Component: page.ThoughtPage };
              },
            },
          ],
        },
        {
          // Public pages, with the session initialised first.
          loader: initialiseOnly,
          ErrorBoundary: RouteFailure,
          element: <Shell controls />,
          children: [
            {
              path: 'privacyPolicy',
              handle: named('privacyPolicy'),
              lazy: async () => ({ Component: (await import('./pages/LegalPage.tsx')).PrivacyPolicy }),
            },
            {
              path: 'termsOfUse',
              handle: named('termsOfUse'),
              lazy: async () => ({ Component: (await import('./pages/LegalPage.tsx')).TermsOfUse }),
            },
            {
              path: 'game/intent/:intentId/:searchTerm',
              handle: named('game-intent'),
              lazy: async () => ({ Component: (await import('./pages/IntentPage.tsx')).IntentPage }),
            },
            {
              path: 'game/feedback',
              handle: named('game-feedback'),
              lazy: async () => ({ Component: (await import('./pages/GameFeedbackPage.tsx')).GameFeedbackPage }),
            },
          ],
        },
        {
          // The public embed passes straight through the guard (spec 1 §2 "Navigation guard"): a stored session's
          // token still reads a graph shared with the learner.
          path: 'embed/:id/:search',
          handle: named('embed'),
          ErrorBoundary: RouteFailure,
          element: <Shell controls={false} />,
          children: [
            {
              index: true,
              lazy: async () => {
                const page = await import('./pages/EmbedPage.tsx');
                return { loader: page.sharedEmbedLoader, Component: page.SharedEmbedPage };
              },
            },
          ],
        },
        // Any learner: it signs out whatever the session's state, so it need not initialise it first.
        { path: 'logout', handle: named('Logout'), Component: LogoutPage },
        {
          // The not-found route hides the navbar controls (spec 1 §2 "Main layout").
          element: <Shell controls={false} />,
          children: [{ path: '*', handle: named('NotFound'), Component: NotFound }],
        },
      ],
    },
  ]),
);
