import { Quote } from "lucide-react";
import { Reveal } from "~/components/motion/Reveal";
import { pages, reviews as siteReviews, type SiteContent } from "~/content";
import { rowSizes, SPAN_LG } from "~/lib/rowSizes";
import { HOME_REVEAL } from "./reveal";
import { SectionHeading } from "./SectionHeading";

interface Props {
  /** The content's reviews unless given (the editor's preview passes the entry being edited). */
  reviews?: SiteContent["reviews"];
  /** No fading in: see Reveal. */
  still?: boolean;
  /** The heading and the line over it, the home page's unless given (a town's page passes its own). */
  heading?: string;
  eyebrow?: string;
}

/**
 * Reviews from the content module; invented examples carry a visible 'Sample review' label until
 * replaced. With no reviews the section is left out: no heading over an empty list.
 */
export default function ReviewsSection({
  reviews = siteReviews,
  still = false,
  heading = pages.home.reviewsHeading,
  eyebrow = heading === pages.home.reviewsHeading ? pages.home.reviewsEyebrow : undefined,
}: Props) {
  if (reviews.length === 0) return null;
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
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </Reveal>
  );
}
