import { Link } from "react-router";
import { Island } from "~/islands/Island";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Page not found",
    description: "The page you were looking for does not exist.",
    path: "/404",
    noindex: true,
  });

export default function NotFound() {
  return (
    <section className="container-site flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="font-heading text-8xl font-semibold text-brand-dark" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 text-3xl font-semibold sm:text-4xl">
        <span className="sr-only">404: </span>Oops! Page not found
      </h1>
      <p className="mt-4 max-w-md text-ink-muted">
        The page you asked for has moved or never existed. Let&rsquo;s get you back on solid ground.
      </p>
      <Link to="/" className="btn-primary mt-8">
        Return to Home
      </Link>
      <Island name="MissingPathLog" props={{}} />
    </section>
  );
}
