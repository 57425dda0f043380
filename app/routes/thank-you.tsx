import { Link } from "react-router";
import { PostedConfirmation } from "~/components/forms/PostedConfirmation";
import { pages } from "~/content";
import { pageMeta } from "~/lib/meta";
import { thankYouPage } from "~/pages.mjs";

/** Where a request sent to the host's form inbox without JavaScript lands (app/components/forms/inbox.tsx). */
export const meta = () =>
  pageMeta({
    title: pages.thankYou.title,
    description: pages.thankYou.description,
    path: thankYouPage.path,
    noindex: true,
  });

export default function ThankYou() {
  return (
    <section className="container-site flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <h1 className="text-3xl font-semibold sm:text-4xl">{pages.thankYou.heading}</h1>
      <div className="mt-6 max-w-md">
        <PostedConfirmation text={pages.thankYou.sentText} />
      </div>
      <Link to="/" className="btn-primary mt-8">
        {pages.thankYou.homeButton}
      </Link>
    </section>
  );
}
