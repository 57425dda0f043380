import { useParams } from "react-router";
import { BelowFold } from "~/components/layout/BelowFold";
import { ClosingCta } from "~/components/sections/ClosingCta";
import { site } from "~/content";
import { pageMeta } from "~/lib/meta";
import { townAt, townText } from "~/lib/towns";
import ReviewsSection from "./home/ReviewsSection";
import { TownCall } from "./town/TownCall";
import { TownHero } from "./town/TownHero";
import { TownOfferings } from "./town/TownOfferings";
import { TownProjects } from "./town/TownProjects";

export const meta = ({ params }: { params: { id?: string } }) => {
  const town = townAt(site, params.id);
  if (!town) return [];
  const texts = site.pages.town;
  // No Review or AggregateRating markup: reviews a business shows of itself are self-serving to
  // Google. The page's BreadcrumbList and the business's markup come with pageMeta.
  return pageMeta({
    title: townText(texts.title, town),
    description: townText(texts.description, town),
    path: town.path,
  });
};

// A town's own page (/areas/<town>), which only a town with enough projects has (app/townPages.mjs):
// plain prerendered HTML, no island of its own.
export default function Town() {
  const town = townAt(site, useParams().id);
  // Only the towns with a page are prerendered: another address is the 404 page.
  if (!town) return null;
  const texts = site.pages.town;
  return (
    <>
      <TownHero town={town} />
      <TownProjects town={town} />
      <BelowFold>
        <TownOfferings town={town} />
        <ReviewsSection reviews={town.reviews} heading={townText(texts.reviewsHeading, town)} still />
        <TownCall town={town} />
        <ClosingCta heading={townText(texts.closingHeading, town)} />
      </BelowFold>
    </>
  );
}
