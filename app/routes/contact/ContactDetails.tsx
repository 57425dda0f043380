import type { ReactNode } from "react";
import Clock from "lucide-react/icons/clock";
import ExternalLink from "lucide-react/icons/external-link";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import { Island } from "~/islands/Island";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { SocialIcon } from "~/components/ui/SocialIcon";
import { contact as siteContact, pages, social as siteSocial, type SiteContent } from "~/content";
import { addressLines } from "~/lib/address";
import { formatHoursRow } from "~/lib/hours";
import { QUOTE_FORM_ID } from "./ContactHero";
import { inboxTexts } from "~/components/forms/inboxTexts";

/** What a visitor can expect after sending the form (the page texts' list): none, or no heading, leaves the box out. */
function NextSteps({ heading, steps }: { heading: string | undefined; steps: string[] }) {
  if (!heading || steps.length === 0) return null;
  return (
    <div className="mt-10 rounded-lg border border-line bg-white p-5 sm:p-6">
      <h3 className="text-xl font-semibold">{heading}</h3>
      <ol className="mt-4 space-y-3">
        {steps.map((step, i) => (
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
  aside = (
    <Island
      name="QuoteForm"
      props={{
        id: QUOTE_FORM_ID,
        heading: pages.contact.formHeading,
        submitLabel: pages.contact.formButton,
        ...inboxTexts(pages.thankYou),
      }}
    />
  ),
}: Props) {
  const facebook = social.find((s) => s.network === "facebook");
  const texts = pages.contact;
  return (
    <section aria-labelledby="contact-intro-title" className="bg-paper py-14 sm:py-20">
      <div className="container-site grid gap-10 lg:grid-cols-[1fr_1.35fr] lg:gap-14">
        <div>
          <h2 id="contact-intro-title" className="text-3xl font-semibold sm:text-4xl">
            {texts.detailsHeading}
          </h2>
          {(texts.detailsText || texts.detailsMore) && (
            <div className="mt-4 space-y-4 text-lg text-ink-muted">
              {texts.detailsText && <p>{texts.detailsText}</p>}
              {texts.detailsMore && <p>{texts.detailsMore}</p>}
            </div>
          )}
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
              <SocialIcon network="facebook" className="size-5 text-facebook" />
              {`${texts.followLink} `}
              {facebook.label}
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
          <NextSteps heading={texts.nextStepsHeading} steps={texts.nextSteps.map((step) => step.text)} />
        </div>
        {aside}
      </div>
    </section>
  );
}
