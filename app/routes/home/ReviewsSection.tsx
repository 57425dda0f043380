import ExternalLink from "lucide-react/icons/external-link";
import Quote from "lucide-react/icons/quote";
import { Reveal } from "~/components/motion/Reveal";
import { business, pages, projects, reviews as siteReviews, services, type SiteContent } from "~/content";
import { projectTitled, shownProjects } from "~/lib/projects";
import { rowSizes, SPAN_LG } from "~/lib/rowSizes";
import { HOME_REVEAL } from "./reveal";
import { SectionHeading } from "./SectionHeading";

interface Props {
  /** The content's reviews unless given (the editor's preview passes the entry being edited). */
  reviews?: SiteContent["reviews"];
  /** The owner's Google review link unless given (business.reviewLink). */
  reviewLink?: string;
  /** No fading in: see Reveal. */
  still?: boolean;
  /** The heading and the line over it, the home page's unless given (a town's page passes its own). */
  heading?: string;
  eyebrow?: string;
  /** The address of the page that shows them: a card on its project's own page does not name that project. */
  here?: string;
}

/** The title of the service a review is about, by its id; none for a review about no service. */
const workOf = (offering: string | undefined) => services.find((service) => service.id === offering)?.title;

/**
 * Reviews from the content module; invented examples carry a visible 'Sample review' label until
 * replaced. Each names its town and, where the owner chose them, the work done and the project, the
 * project linking to its page (the home page, a town's, a service's and the project's own page show
 * the same cards: app/lib/reviews.ts says which reviews each shows). Under them, the link
 * to all the business's reviews on Google while the owner has given their review link. With no
 * reviews the section is left out: no heading over an empty list.
 */
export default function ReviewsSection({
  reviews = siteReviews,
  reviewLink = business.reviewLink,
  still = false,
  heading = pages.home.reviewsHeading,
  eyebrow = heading === pages.home.reviewsHeading ? pages.home.reviewsEyebrow : undefined,
  here,
}: Props) {
  if (reviews.length === 0) return null;
  const shown = shownProjects(projects);
  const { reviewsGoogleLink } = pages.home;
  const anySample = reviews.some((r) => r.sample);
  const rows = rowSizes(reviews.length);
  return (
    <Reveal
      as="section"
      {...HOME_REVEAL}
      still={still}
      aria-labelledby="reviews-title"
      className="bg-charcoal py-16 text-white sm:py-24"
    >
      <div className="container-site">
        <SectionHeading id="reviews-title" eyebrow={eyebrow} title={heading} inverted>
          {anySample && (
            <p>
              <span className="mr-2 inline-block rounded bg-wood-dark px-2 py-0.5 text-sm font-semibold tracking-wide text-white uppercase">
                Sample
              </span>
              These are sample reviews that show where real customer reviews will appear.
            </p>
          )}
        </SectionHeading>
        {/* Up to three to a row with none part empty; one review alone stands in the middle. */}
        <ul className={`mt-10 grid gap-6 lg:grid-cols-12 ${reviews.length === 1 ? "mx-auto max-w-3xl" : ""}`}>
          {reviews.map((review, i) => (
            <li key={review.author} className={`flex ${SPAN_LG[rows[i]!]}`}>
              <figure className="flex flex-1 flex-col rounded-lg bg-white p-6 text-charcoal shadow-lg">
                <div className="flex items-start justify-between gap-3">
                  <Quote aria-hidden="true" className="size-9 text-wood" />
                  {review.sample && (
                    <span className="rounded border border-wood-dark px-2 py-0.5 text-sm font-semibold text-wood-dark">
                      Sample review
                    </span>
                  )}
                </div>
                <blockquote className="mt-3 flex-1 text-lg">
                  <p>{review.text}</p>
                </blockquote>
                <figcaption className="mt-5 border-t border-line pt-4">
                  <span className="block font-semibold">{review.author}</span>
                  <span className="block text-ink-muted">{review.place}</span>
                  {review.offering && <span className="block text-ink-muted">{workOf(review.offering)}</span>}
                  <ProjectLink project={projectTitled(shown, review.project)} here={here} />
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        {reviewLink && reviewsGoogleLink && (
          <p className="mt-10 text-center">
            <a
              href={reviewLink}
              className="inline-flex min-h-11 items-center gap-2 text-lg font-semibold text-white underline decoration-2 underline-offset-4 hover:text-paper"
            >
              {reviewsGoogleLink}
              <ExternalLink aria-hidden="true" className="size-5" />
            </a>
          </p>
        )}
      </div>
    </Reveal>
  );
}

/** The project a review names, as a link to its page; nothing on that page itself, or for none. */
function ProjectLink({ project, here }: { project?: { title: string; path: string }; here?: string }) {
  if (!project || project.path === here) return null;
  return (
    <a
      href={project.path}
      className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-deep underline decoration-2 underline-offset-4 hover:text-charcoal"
    >
      {project.title}
    </a>
  );
}
