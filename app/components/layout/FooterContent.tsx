import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import { Link } from "react-router";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { SocialIcon } from "~/components/ui/SocialIcon";
import { site, siteSetup } from "~/content";
import { addressLines } from "~/lib/address";
import { formatHoursRow } from "~/lib/hours";
import { primaryLinks, serviceAreaLinks } from "~/lib/navigation";
import { LogoMark } from "./Logo";

const quickLinks = [primaryLinks.services, primaryLinks.gallery, { label: "Contact Us", to: primaryLinks.contact.to }];

/** The copyright year is the year the site was built: the prerendered HTML holds it, no script changes it. */
const BUILD_YEAR = new Date().getFullYear();

const headingClass = "font-heading text-lg font-semibold tracking-wide text-white uppercase";
const linkClass = "text-paper underline-offset-4 hover:text-white hover:underline";

/** Who we are, quick links, contact and hours: the first three footer columns. */
export function FooterColumns() {
  const { business, contact, social } = site;
  const { address } = contact;
  return (
    <>
      <section aria-labelledby="footer-about">
        <h2 id="footer-about" className="flex items-center gap-2.5">
          <LogoMark className="size-10 shrink-0 rounded bg-paper p-1" />
          <span className={headingClass}>{business.name}</span>
        </h2>
        <p className="mt-4 max-w-prose">{business.promise}</p>
        {social.length > 0 && (
          <ul className="mt-5 flex gap-3" aria-label="Social media">
            {social.map((s) => (
              <li key={s.network}>
                <a
                  href={s.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-brand-dark"
                >
                  <SocialIcon network={s.network} className="size-5" />
                  <span className="sr-only">
                    {business.shortName} on {s.label} (opens in a new tab)
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <nav aria-labelledby="footer-links">
        <h2 id="footer-links" className={headingClass}>
          Quick Links
        </h2>
        <ul className="mt-4 space-y-1">
          {quickLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={`${linkClass} inline-flex min-h-11 items-center`}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="footer-contact">
        <h2 id="footer-contact" className={headingClass}>
          Contact
        </h2>
        <ul className="mt-4 space-y-4">
          <li className="flex gap-3">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
            <span>
              <span className="sr-only">Location: </span>
              {addressLines(address).map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </span>
          </li>
          <li className="flex gap-3">
            <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
            <dl className="grid grid-cols-[auto_1fr] gap-x-3">
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
          </li>
          <li>
            <PhoneLink
              icon
              iconClassName="text-brand"
              className={`${linkClass} inline-flex min-h-11 items-center gap-3 font-semibold`}
            />
          </li>
          <li>
            <a
              href={`mailto:${contact.email}`}
              className={`${linkClass} inline-flex min-h-11 items-center gap-3 break-all`}
            >
              <Mail aria-hidden="true" className="size-5 shrink-0 text-brand" />
              {contact.email}
            </a>
          </li>
        </ul>
      </section>
    </>
  );
}

/** The towns served (the map beside them is interactive and lives in Footer). */
export function FooterAreas() {
  return (
    <>
      <h2 id="footer-areas" className={headingClass}>
        Areas Served
      </h2>
      <ul className="mt-4 grid grid-cols-2 items-center gap-x-4 gap-y-1">
        {serviceAreaLinks.map((area) => (
          <li key={area.label} className={area.to ? "flex min-h-11 items-center" : ""}>
            {area.to ? (
              <a href={area.to} className={`${linkClass} underline`}>
                {area.label}
              </a>
            ) : (
              area.label
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Payment and review badges, copyright, design credit and, while sample details remain, the set-up notice. */
export function FooterBottom() {
  const { business, footer, badges } = site;
  const allBadges = [...badges.cards, ...badges.reviews];
  return (
    <div className="border-t border-white/15">
      <div className="container-site flex flex-col items-center gap-6 py-8 lg:flex-row lg:justify-between">
        {allBadges.length > 0 && (
          <ul className="flex flex-wrap items-center justify-center gap-3" aria-label="Payment and reviews">
            {allBadges.map((badge) => (
              <li key={badge.name}>
                <img
                  src={badge.image}
                  alt={badge.name}
                  width={badge.width}
                  height={badge.height}
                  className="h-8 w-auto rounded bg-white"
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        )}
        <div className="text-center text-sm lg:text-right">
          <p>
            © {BUILD_YEAR} {business.name.replace(/\.$/, "")}. All rights reserved.
          </p>
          <p className="mt-1 text-paper/90">
            {footer.designCredit.label}: {footer.designCredit.name}
          </p>
          {/* Written into the page when it is built, never added later, so nothing moves when it
              shows; it goes with the last sample detail of the example company (decision 0016). */}
          {siteSetup.sampleDetails > 0 && <p className="mt-1 text-paper/90">This website is still being set up.</p>}
        </div>
      </div>
    </div>
  );
}
