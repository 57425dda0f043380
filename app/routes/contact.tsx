import { BelowFold } from "~/components/layout/BelowFold";
import { pageMeta } from "~/lib/meta";
import { ContactDetails } from "./contact/ContactDetails";
import { ContactHero } from "./contact/ContactHero";
import { ProjectStrip } from "./contact/ProjectStrip";

export const meta = () =>
  pageMeta({
    title: "Contact Us for a Free Fence Quote",
    description:
      "Call or write for a free, no-obligation fence, gate or deck quote in Olive Branch, DeSoto County and Greater Memphis.",
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
