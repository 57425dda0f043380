import { isRouteErrorResponse, Links, Meta, Outlet } from "react-router";
import type { Route } from "./+types/root";
import { Footer } from "~/components/layout/Footer";
import { Header } from "~/components/layout/Header";
import { SkipLink } from "~/components/layout/SkipLink";
import { PageScripts } from "~/islands/PageScripts";
import { fontFaces, fontPreloads } from "~/lib/fonts";
import { theme } from "~/lib/themeColours";
import appCss from "~/styles/app.css?inline";

/** Empty in the browser build: import.meta.env.SSR is a build-time constant, so the CSS text is dropped from it. */
const inlineCss = import.meta.env.SSR ? fontFaces + appCss : "";

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-US" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={theme.color["brand-dark"]} />
        {/*
          The .ico only: the SVG icon is decoded on the main thread after load, which a phone's first load
          measurably paid for (docs/performance.md). favicon.svg stays for the editor's logo.
        */}
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        {/*
          Low fetch priority: the fonts still start with the navigation (so the first paint does not wait
          for them, unlike fonts first found by the stylesheet), but after the document and the hero
          picture; text shows in the metric-matched fallback until they arrive (measurements in
          docs/performance.md).
        */}
        {fontPreloads.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" fetchPriority="low" />
        ))}
        <Meta />
        <Links />
        {/*
          Critical CSS is the whole stylesheet: small enough to inline, so the first paint waits for nothing.
          It is written into the HTML at prerender only; the browser bundle carries an empty string, and React
          keeps the prerendered <style> as it is (it never re-applies unchanged dangerouslySetInnerHTML).
        */}
        <style dangerouslySetInnerHTML={{ __html: inlineCss }} suppressHydrationWarning />
      </head>
      <body>
        {children}
        {/* The built pages have no client-side router, only islands: a small starter in place of React Router's scripts. */}
        <PageScripts />
      </body>
    </html>
  );
}

/** One layout for every page: header, the page, footer. */
export default function App() {
  return (
    <>
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1} className="pt-header outline-none">
        <Outlet />
      </main>
      <Footer />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong";
  return (
    <main id="main" className="container-site py-24 text-center">
      <h1 className="text-4xl font-bold">{title}</h1>
      <p className="mt-4">
        Please try again, or <a href="/">return to the home page</a>.
      </p>
    </main>
  );
}
