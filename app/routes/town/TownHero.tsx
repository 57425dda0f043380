import ArrowRight from "lucide-react/icons/arrow-right";
import { projectPicture } from "~/components/projects/projectPhotos";
import { HeroBackdrop } from "~/components/sections/HeroBackdrop";
import { Breadcrumbs } from "~/components/ui/Breadcrumbs";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { site } from "~/content";
import { breadcrumbTrail } from "~/lib/breadcrumbs";
import { estimateLink } from "~/lib/navigation";
import { optionalTownText, townText, type TownDetails } from "~/lib/towns";
import { townPicture } from "~/townPages.mjs";

/**
 * The top of a town's page: the way down to it, its headline and sentence, the call and estimate
 * actions, over the finished work of its newest project (townPicture).
 */
export function TownHero({ town }: { town: TownDetails }) {
  const texts = site.pages.town;
  const trail = breadcrumbTrail(town.path, site) ?? [];
  const eyebrow = optionalTownText(texts.eyebrow, town);
  const intro = optionalTownText(texts.intro, town);
  const photo = townPicture(town.projects);
  return (
    <section aria-labelledby="town-title" className="relative isolate overflow-hidden bg-charcoal text-white">
      <HeroBackdrop image={photo ? projectPicture(photo) : undefined} />
      <div className="container-site py-10 sm:py-14 lg:py-20">
        <div className="hero-enter max-w-3xl">
          <Breadcrumbs trail={trail} label="Breadcrumb" />
          {eyebrow && <p className="mt-6 mb-2 font-semibold tracking-widest text-brand-light uppercase">{eyebrow}</p>}
          <h1 id="town-title" className={`text-4xl font-semibold sm:text-5xl lg:text-6xl ${eyebrow ? "" : "mt-6"}`}>
            {townText(texts.heading, town)}
          </h1>
          {intro && <p className="mt-4 max-w-xl text-lg text-white/90">{intro}</p>}
          <div className="mt-6 flex flex-wrap gap-3">
            <PhoneLink icon className="btn-primary text-lg" />
            <a href={estimateLink.to} className="btn-outline-light">
              {site.pages.everyPage.headerButton}
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
