import MapPin from "lucide-react/icons/map-pin";
import { useState } from "react";
import { withMapPoint } from "~/components/map/mapBox";
import { ServiceAreaMap } from "~/components/map/ServiceAreaMap";
import { Reveal } from "~/components/motion/Reveal";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { serviceAreas } from "~/content";
import { baseArea, typicalDrive } from "./drive";
import { HOME_REVEAL } from "./reveal";
import { SectionHeading } from "./SectionHeading";

/**
 * The towns as toggle buttons: choosing one marks it on the drawn map and says how far we drive.
 * heading, eyebrow: the page texts, passed in (this island's code holds no page texts).
 */
export function ServiceAreaSection({
  heading,
  eyebrow,
  notes,
  townLinks = [],
}: {
  heading: string;
  eyebrow?: string;
  /** The words under the map: before the chosen town, after the home base's, before the phone number. */
  notes: { lead: string; homeBase: string; call: string };
  /** A link to each town's page, its words filled in (app/townPages.mjs): none, no links. */
  townLinks?: { label: string; to: string }[];
}) {
  const base = baseArea();
  const [selectedName, setSelectedName] = useState(base.name);
  const selected = serviceAreas.find((a) => a.name === selectedName) ?? base;
  const drive = typicalDrive(base, selected);
  // No town with a map point: no map to draw, and the list takes the section's width.
  const drawn = withMapPoint(serviceAreas).length > 0;

  return (
    <Reveal
      as="section"
      {...HOME_REVEAL}
      aria-labelledby="areas-title"
      className="render-when-near bg-white py-16 sm:py-24"
    >
      <div
        className={`container-site grid gap-10 lg:items-center lg:gap-16 ${drawn ? "lg:grid-cols-[1fr_1.15fr]" : ""}`}
      >
        <div>
          <SectionHeading id="areas-title" eyebrow={eyebrow} title={heading}>
            {drawn && <p>Choose your town to see it on the map.</p>}
          </SectionHeading>
          <ul aria-label="Towns we serve" className="mt-6 grid grid-cols-2 gap-3">
            {serviceAreas.map((area) => {
              const active = area.name === selected.name;
              return (
                <li key={area.name}>
                  <button
                    type="button"
                    aria-pressed={active}
                    onClick={() => setSelectedName(area.name)}
                    className={`flex min-h-12 w-full items-center gap-2 rounded-md border-2 px-3 py-2 text-left font-semibold transition-colors ${
                      active
                        ? "border-wood-dark bg-wood-dark text-white"
                        : "border-line bg-paper text-charcoal hover:border-brand-dark"
                    }`}
                  >
                    <MapPin aria-hidden="true" className="size-5 shrink-0" />
                    <span>
                      {area.name}, {area.state}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          {townLinks.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-x-6">
              {townLinks.map((link) => (
                <li key={link.to}>
                  <a
                    href={link.to}
                    className="inline-flex min-h-11 items-center font-semibold text-brand-deep underline underline-offset-2 hover:text-charcoal"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
          <div aria-live="polite" className="mt-6 rounded-lg border-l-4 border-brand-dark bg-brand-tint p-5">
            <p className="text-lg font-semibold" data-testid="area-note">
              {notes.lead} {selected.name}, {selected.state}
              {selected.name === base.name
                ? `: ${notes.homeBase}`
                : drive
                  ? `: about ${drive.miles} miles, a typical ${drive.minutes}-minute drive from our ${base.name} base.`
                  : "."}
            </p>
            <p className="mt-2">
              {notes.call}{" "}
              <PhoneLink className="inline-flex min-h-11 items-center font-semibold text-brand-deep underline" />
            </p>
          </div>
        </div>
        {drawn && (
          <div className="overflow-hidden rounded-lg border border-line shadow-lg">
            <ServiceAreaMap highlighted={selected.name} className="block aspect-[20/13] w-full" />
          </div>
        )}
      </div>
    </Reveal>
  );
}
