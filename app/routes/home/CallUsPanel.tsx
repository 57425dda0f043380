import Clock from "lucide-react/icons/clock";
import MapPin from "lucide-react/icons/map-pin";
import { Island } from "~/islands/Island";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { TextLink } from "~/components/ui/TextLink";
import { textUsLink } from "~/lib/sms";
import { site } from "~/content";
import { formatHoursRow } from "~/lib/hours";
import { HOME_FORM_ID } from "./HomeHero";
import { estimateFormTexts } from "~/components/forms/inboxTexts";

/** Right under the hero: call us (number and hours) beside the free-estimate form. */
export function CallUsPanel() {
  const { locality, region } = site.contact.address;
  const texts = site.pages.home;
  return (
    <section aria-labelledby="call-us-title" className="bg-paper-deep">
      <div className="container-site grid gap-6 py-12 sm:py-16 lg:grid-cols-[1fr_1.5fr] lg:items-start lg:gap-10">
        <div className="relative overflow-hidden rounded-lg bg-brand-deep p-6 text-white shadow-xl sm:p-8">
          <h2 id="call-us-title" className="text-3xl font-semibold">
            {texts.callHeading}
          </h2>
          {texts.callText && <p className="mt-3 text-white/90">{texts.callText}</p>}
          <PhoneLink
            icon
            className="mt-6 flex min-h-11 items-center gap-3 rounded-md bg-white/10 px-4 py-3 font-heading text-3xl font-semibold tracking-wide text-white ring-1 ring-white/25 transition-colors hover:bg-white/20"
            iconClassName="size-7 text-brand-light"
          />
          <TextLink
            link={textUsLink(site.contact, site.pages.everyPage)}
            className="mt-3 flex min-h-11 items-center gap-3 rounded-md bg-white/10 px-4 py-3 text-lg font-semibold text-white ring-1 ring-white/25 transition-colors hover:bg-white/20"
            iconClassName="text-brand-light"
          />
          <h3 className="mt-8 flex items-center gap-2 text-xl font-semibold">
            <Clock aria-hidden="true" className="size-5 text-brand-light" />
            Hours
          </h3>
          <dl className="mt-3 divide-y divide-white/15 border-y border-white/15">
            {site.contact.hours.map((row) => {
              const { days, time } = formatHoursRow(row);
              return (
                <div key={days} className="flex justify-between gap-4 py-2">
                  <dt>{days}</dt>
                  <dd className="font-semibold">{time}</dd>
                </div>
              );
            })}
          </dl>
          <p className="mt-6 flex items-center gap-2 text-white/90">
            <MapPin aria-hidden="true" className="size-5 shrink-0 text-brand-light" />
            Based in {locality}, {region}
          </p>
        </div>
        <Island
          name="EstimateForm"
          props={{
            id: HOME_FORM_ID,
            ...estimateFormTexts(),
            ...(texts.estimateIntro ? { intro: texts.estimateIntro } : {}),
            className: "text-charcoal",
          }}
        />
      </div>
    </section>
  );
}
