import { Reveal } from "~/components/motion/Reveal";
import { LIST_ICON } from "~/components/ui/listIcons";
import { site } from "~/content";
import { rowSizes, SPAN_LG } from "~/lib/rowSizes";
import { HOME_REVEAL } from "./reveal";
import { SectionHeading } from "./SectionHeading";

/**
 * The reasons to choose us: promises, so each is the owner's (content/pages.yml, pages.home.reasons,
 * 0 or more). With no reason or its heading emptied, the section is left out.
 */
export default function WhyChooseUs() {
  const { whyEyebrow, whyHeading, whyIntro, reasons: listed } = site.pages.home;
  if (!whyHeading || listed.length === 0) return null;
  const reasons = listed.map(({ icon, title = "", text }) => ({
    icon: LIST_ICON[icon ?? "check"],
    title,
    text,
  }));
  const rows = rowSizes(reasons.length);
  return (
    <Reveal as="section" {...HOME_REVEAL} aria-labelledby="why-title" className="bg-brand-tint py-16 sm:py-24">
      <div className="container-site">
        <SectionHeading id="why-title" eyebrow={whyEyebrow} title={whyHeading} align="center">
          {whyIntro && <p>{whyIntro}</p>}
        </SectionHeading>
        {/* Up to three to a row with none part empty, whatever the owner's count. */}
        <ul
          className={`mt-12 grid gap-x-8 gap-y-10 lg:grid-cols-12 ${reasons.length > 1 ? "sm:grid-cols-2" : "mx-auto max-w-2xl"}`}
        >
          {reasons.map(({ icon: Icon, title, text }, i) => (
            <li key={title + text} className={`flex gap-4 ${SPAN_LG[rows[i]!]}`}>
              <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-dark text-white shadow-md">
                <Icon aria-hidden="true" className="size-7" />
              </span>
              <div>
                <h3 className="text-xl font-semibold">{title}</h3>
                <p className="mt-1 text-ink-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Reveal>
  );
}
