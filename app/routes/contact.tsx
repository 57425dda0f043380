import { BelowFold } from "~/components/layout/BelowFold";
import { site } from "~/content";
import { pageMeta } from "~/lib/meta";
import { ContactDetails } from "./contact/ContactDetails";
import { ContactHero } from "./contact/ContactHero";
import { ProjectStrip } from "./contact/ProjectStrip";

export const meta = () =>
  pageMeta({
    title: site.pages.contact.title,
    description: site.pages.contact.description,
    path: "/contact",
  });

// The quote form is the one island; the moving strip is CSS only, even its pause control.
export default function Contact() {
  return (
    <>
      <ContactHero />
      <ContactDetails />
      <BelowFold>
        <ProjectStrip />
      </BelowFold>
    </>
  );
}
