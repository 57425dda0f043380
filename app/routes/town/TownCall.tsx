import Clock from "lucide-react/icons/clock";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { contact, site } from "~/content";
import { formatHoursRow } from "~/lib/hours";
import { townText, type TownDetails } from "~/lib/towns";

/** The phone number to call from the town, and the opening hours. */
export function TownCall({ town }: { town: TownDetails }) {
  const texts = site.pages.town;
  return (
    <section aria-labelledby="town-call-title" className="bg-paper py-14 sm:py-20">
      <div className="container-site grid gap-8 md:grid-cols-2 md:items-start">
        <div>
          <h2 id="town-call-title" className="text-3xl font-semibold sm:text-4xl">
            {townText(texts.contactHeading, town)}
          </h2>
          <PhoneLink icon className="btn-primary mt-6 text-lg" />
        </div>
        <div className="rounded-lg border-l-4 border-brand-dark bg-white p-6 shadow-sm">
          <h3 className="flex items-center gap-2 text-xl font-semibold">
            <Clock aria-hidden="true" className="size-5 text-brand-dark" />
            {texts.hoursHeading}
          </h3>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-lg">
            {contact.hours.map((row) => {
              const { days, time } = formatHoursRow(row);
              return (
                <div key={days} className="contents">
                  <dt className="font-semibold">{days}</dt>
                  <dd>{time}</dd>
                </div>
              );
            })}
          </dl>
        </div>
      </div>
    </section>
  );
}
