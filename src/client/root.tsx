import '@fontsource-variable/inter/index.css';
import { useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  type LinksFunction,
} from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { Island } from './islands/island.tsx';
import { Footer } from './shell/footer.tsx';
import { Header } from './shell/header.tsx';
import { inAdminArea, loadingAreaAttribute, loadingAreaScript } from './shell/page-area.ts';
import { useHydratedMarker } from './shell/use-hydrated-marker.ts';
import { wholePageScript } from './shell/whole-page.ts';
import { PageSpinner } from './components/ui/page-spinner.tsx';
import { NotFoundContent } from './routes/not-found-content.tsx';
import { earlyControlsScript } from './early-controls/early-controls-script.ts';
import { themeScript } from './theme/theme-script.ts';
import { Toaster } from './toast/toaster.tsx';

// No preload for the Inter font: on a slow phone its 48 KB then came before the largest paint.
// Text paints at once in 'Inter Fallback' (app.css), sized like Inter, and Inter swaps in later.
//
// The tab's icon is a PNG (public/favicon.png, favicon.svg drawn at 32 px): Chrome draws an SVG
// icon inside the page's own process, as a page of its own, a task of about 20 ms on this machine
// right after the load, multiplied on a slow phone (docs/performance.md, 27 November 2026).
export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.png', type: 'image/png', sizes: '32x32' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  useHydratedMarker();
  return (
    // The pre-paint theme script sets class and color-scheme before React hydrates.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#047857" />
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        <script dangerouslySetInnerHTML={{ __html: loadingAreaScript }} />
        {/* Marks the page for a whole layout before the browser lands further down
            (whole-page.ts). From the prerendered page only, as the next script. */}
        <script
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? wholePageScript : '' }}
        />
        {/* Answers presses on the menu, theme, FAQ and tabs until React takes over. It runs from
            the prerendered page only: hydration keeps an element's content as the page has it,
            and <head> never renders again, so the browser's bundle leaves the text out. */}
        <script
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? earlyControlsScript() : '' }}
        />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Island name="header">
        <Header />
      </Island>
      <main id="main" tabIndex={-1} className="min-h-[70dvh] pt-16 outline-none">
        {children}
      </main>
      <Footer />
      <Island name="toaster">
        <Toaster />
      </Island>
    </>
  );
}

/**
 * The admin area's pages bring their own header and main landmark (the admin header, with the
 * admin navigation): the shop's header and footer would offer a visitor's links to the owner.
 */
function AdminAreaShell({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {children}
      <Island name="toaster">
        <Toaster />
      </Island>
    </>
  );
}

/** A route has rendered: the loading shell's mark (page-area.ts) has done its work. */
function useLoadingShellGone() {
  useEffect(() => document.documentElement.removeAttribute(loadingAreaAttribute), []);
}

export default function App() {
  useLoadingShellGone();
  const Chosen = inAdminArea(useMatches()) ? AdminAreaShell : Shell;
  return (
    <Chosen>
      <Outlet />
    </Chosen>
  );
}

/** The shell served for client-only pages while their code loads. */
export function HydrateFallback() {
  return (
    <Shell>
      <PageSpinner fullScreen />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useLoadingShellGone();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell>
        <NotFoundContent />
      </Shell>
    );
  }
  return (
    <Shell>
      <section className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">Something went wrong</h1>
        <p className="mt-4 text-muted-foreground">
          This page could not be shown. Please reload, or come back in a minute.
        </p>
      </section>
    </Shell>
  );
}
