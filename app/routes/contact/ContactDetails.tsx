import type { ReactNode } from "react";
import { Clock, ExternalLink, Mail, MapPin, Phone } from "lucide-react";
import { Island } from "~/islands/Island";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { SocialIcon } from "~/components/ui/SocialIcon";
import { contact as siteContact, social as siteSocial, type SiteContent } from "~/content";
import { addressLines } from "~/lib/address";
import { formatHoursRow } from "~/lib/hours";
import { QUOTE_FORM_ID } from "./ContactHero";

const NEXT_STEPS = [
  "We call or e-mail you back, usually within one working day.",
  "We visit, measure your yard and talk through styles and gates.",
  "You get a clear written price. No pressure, no obligation.",
];

/** What a visitor can expect after sending the form. */
function NextSteps() {
  return (
    <div className="mt-10 rounded-lg border border-line bg-white p-5 sm:p-6">
      <h3 className="text-xl font-semibold">What Happens Next</h3>
      <ol className="mt-4 space-y-3">
        {NEXT_STEPS.map((step, i) => (
          <li key={step} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-dark font-semibold text-white"
            >
              {i + 1}
            </span>
            <span>{step}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

const iconClass = "mt-0.5 size-5 shrink-0 text-brand-dark";

interface Props {
  /** The content's details unless given (the editor's preview passes the entry being edited). */
  contact?: SiteContent["contact"];
  social?: SiteContent["social"];
  /** Beside the details: the 'GET A QUOTE' form on the page; what the preview shows instead. */
  aside?: ReactNode;
}

/** Intro text, the ways to reach us and the Facebook link, beside the 'GET A QUOTE' form. */
export function ContactDetails({
  contact = siteContact,
  social = siteSocial,
  aside = <Island name="QuoteForm" props={{ id: QUOTE_FORM_ID }} />,
}: Props) {
  const facebook = social.find((s) => s.network === "facebook");
  return (
    <section aria-labelledby="contact-intro-title" className="bg-paper py-14 sm:py-20">
      <div className="container-site grid gap-10 lg:grid-cols-[1fr_1.35fr] lg:gap-14">
        <div>
          <h2 id="contact-intro-title" className="text-3xl font-semibold sm:text-4xl">
            Let&rsquo;s Talk About Your Fence
          </h2>
          <div className="mt-4 space-y-4 text-lg text-ink-muted">
            <p>
              Whether you need a privacy fence for the back yard, a gate for the driveway or a few boards replaced, we
              are happy to help. Fill in the form and we will reply within one working day, or call us during opening
              hours.
            </p>
            <p>
              We come out, measure and give you a clear written price. Free, and with no obligation: you decide in your
              own time.
            </p>
          </div>
          <ul className="mt-8 space-y-4 border-t border-line pt-6">
            <li className="flex gap-3">
              <Phone aria-hidden="true" className={iconClass} />
              <PhoneLink
                phone={contact.phone}
                className="font-semibold text-brand-deep underline-offset-4 hover:underline"
              />
            </li>
            <li className="flex gap-3">
              <Mail aria-hidden="true" className={iconClass} />
              <a
                href={`mailto:${contact.email}`}
                className="font-semibold break-all text-brand-deep underline-offset-4 hover:underline"
              >
                {contact.email}
              </a>
            </li>
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className={iconClass} />
              <span>
                {addressLines(contact.address).map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </span>
            </li>
            <li className="flex gap-3">
              <Clock aria-hidden="true" className={iconClass} />
              <span>
                {contact.hours.map((row) => {
                  const { days, time } = formatHoursRow(row);
                  return (
                    <span key={days} className="block">
                      {days}: {time}
                    </span>
                  );
                })}
              </span>
            </li>
          </ul>
          {facebook && (
            <a href={facebook.url} target="_blank" rel="noopener noreferrer" className="btn-outline mt-8 bg-white">
              <SocialIcon network="facebook" className="size-5 text-[#1877f2]" />
              Follow us on {facebook.label}
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
          <NextSteps />
        </div>
        {aside}
      </div>
    </section>
  );
}
