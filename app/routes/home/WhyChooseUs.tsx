import { CalendarCheck, ClipboardCheck, Hammer, HeartHandshake, ShieldCheck, Wallet } from "lucide-react";
import { Reveal } from "~/components/motion/Reveal";
import { site } from "~/content";
import { fillNumbers } from "~/content/pageTexts";
import { HOME_REVEAL } from "./reveal";
import { SectionHeading } from "./SectionHeading";

export default function WhyChooseUs() {
  const { typicalInstallDays } = site.business;
  const reasons = [
    {
      icon: ClipboardCheck,
      title: "Free written estimates",
      text: "We come out, measure and give you a clear price in writing. No pressure and no obligation.",
    },
    {
      icon: CalendarCheck,
      title: `Done in ${typicalInstallDays.min} to ${typicalInstallDays.max} days`,
      text: "A typical residential fence goes up in days, not weeks, with a schedule agreed before we start.",
    },
    {
      icon: Hammer,
      title: "Built to stand straight",
      text: "Posts set in concrete and lines checked for level, even on sloped yards.",
    },
    {
      icon: ShieldCheck,
      title: "Warranty on every fence",
      text: "Materials and workmanship are covered. If something is not right, we come back and fix it.",
    },
    {
      icon: Wallet,
      title: "Financing available",
      text: "Spread the cost of your new fence over monthly payments.",
    },
    {
      icon: HeartHandshake,
      title: "A family you can call",
      text: fillNumbers(site.pages.home.familyReason, site.business),
    },
  ];
  return (
    <Reveal as="section" {...HOME_REVEAL} aria-labelledby="why-title" className="bg-brand-tint py-16 sm:py-24">
      <div className="container-site">
        <SectionHeading id="why-title" eyebrow="Why choose us" title="Why Homeowners Trust Our Crew" align="center">
          <p>Six things our customers tell us they value most, and that we promise on every job.</p>
        </SectionHeading>
        <ul className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {reasons.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
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
