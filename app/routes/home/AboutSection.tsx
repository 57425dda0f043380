import { Image } from "~/components/image/Image";
import { Reveal } from "~/components/motion/Reveal";
import { site } from "~/content";
import { installDaysFigure, projectsFigure } from "~/content/figures";
import { pictureAt } from "~/lib/pictures";
import { HOME_REVEAL } from "./reveal";
import { SectionHeading } from "./SectionHeading";

/** One column per figure shown, so two figures share the row rather than leave a third empty. */
const FIGURE_COLUMNS: Record<number, string> = { 1: "", 2: "sm:grid-cols-2", 3: "sm:grid-cols-3" };

/**
 * Who we are, with up to three figures. Its words are the page texts (content/pages.yml): with its
 * heading emptied the section is left out, and a figure whose label is emptied is not shown (none
 * shown: no figures row).
 */
export default function AboutSection() {
  const { promise } = site.business;
  const texts = site.pages.home;
  if (!texts.aboutHeading) return null;
  const stats = [
    { value: projectsFigure(site.business), label: texts.projectsFigure },
    { value: installDaysFigure(site.business), label: texts.installDaysFigure },
    { value: String(site.serviceAreas.length), label: texts.townsServed },
  ].flatMap(({ value, label }) => (label ? [{ value, label }] : []));
  // Without a picture of the crew the section is one column, its words in the middle and its
  // figures across the whole width: no blank half where the picture stood.
  const crew = pictureAt("about/crew");
  return (
    <Reveal as="section" {...HOME_REVEAL} aria-labelledby="about-title" className="bg-white py-16 sm:py-24">
      <div className={`container-site grid items-center gap-10 lg:gap-16 ${crew ? "lg:grid-cols-2" : ""}`}>
        {crew && (
          <div className="relative">
            <Image
              image={crew}
              alt={texts.aboutPictureAlt ?? ""}
              sizes="(min-width: 1024px) 560px, 100vw"
              className="relative z-10 block aspect-[4/3] overflow-hidden rounded-lg shadow-xl"
              imgClassName="size-full object-cover"
            />
            <div
              aria-hidden="true"
              className="absolute -right-3 -bottom-3 hidden h-2/3 w-2/3 rounded-lg border-4 border-wood sm:block"
            />
          </div>
        )}
        <div>
          <SectionHeading
            id="about-title"
            eyebrow={texts.aboutEyebrow}
            title={texts.aboutHeading}
            align={crew ? "left" : "center"}
          >
            <p>{promise}</p>
            {texts.aboutText && <p className="mt-4">{texts.aboutText}</p>}
          </SectionHeading>
          {stats.length > 0 && (
            <dl className={`mt-8 grid gap-4 ${FIGURE_COLUMNS[stats.length]}`}>
              {stats.map((stat) => (
                <div key={stat.label} className="flex flex-col rounded-lg bg-paper p-4 ring-1 ring-line">
                  <dt className="mt-1 text-ink-muted">{stat.label}</dt>
                  {/* Figure first on screen, so the three line up; the label still reads first. */}
                  <dd className="order-first font-heading text-4xl font-semibold text-brand-deep">{stat.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </div>
    </Reveal>
  );
}
