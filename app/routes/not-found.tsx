import { Link } from "react-router";
import { pages } from "~/content";
import { Island } from "~/islands/Island";
import { pageMeta } from "~/lib/meta";

// Its words are the owner's (pages.notFound in content/pages.yml); "404" is the page's number, not a text.
export const meta = () =>
  pageMeta({
    title: pages.notFound.title,
    description: pages.notFound.description,
    path: "/404",
    noindex: true,
  });

export default function NotFound() {
  const texts = pages.notFound;
  return (
    <section className="container-site flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="font-heading text-8xl font-semibold text-brand-dark" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 text-3xl font-semibold sm:text-4xl">
        <span className="sr-only">404: </span>
        {texts.heading}
      </h1>
      {texts.intro && <p className="mt-4 max-w-md text-ink-muted">{texts.intro}</p>}
      <Link to="/" className="btn-primary mt-8">
        {texts.homeButton}
      </Link>
      <Island name="MissingPathLog" props={{}} />
    </section>
  );
}
