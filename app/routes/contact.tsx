import { pageMeta } from "~/lib/meta";
import { ContactDetails } from "./contact/ContactDetails";
import { ContactHero } from "./contact/ContactHero";
import { HydrationBoundary } from "~/components/static/HydrationBoundary";
import { staticSection } from "~/components/static/staticSection";

export const meta = () =>
  pageMeta({
    title: "Contact Us for a Free Fence Quote",
    description:
      "Call or write for a free, no-obligation fence, gate or deck quote in Olive Branch, DeSoto County and Greater Memphis.",
    path: "/contact",
  });

// The moving strip is CSS only (even its pause control): static, never hydrated.
const ProjectStrip = staticSection("contact-strip", "project photos", () =>
  import("./contact/ProjectStrip").then((m) => ({ default: m.ProjectStrip })),
);

export default function Contact() {
  return (
    <>
      <HydrationBoundary>
        <ContactHero />
      </HydrationBoundary>
      <HydrationBoundary>
        <ContactDetails />
      </HydrationBoundary>
      <ProjectStrip />
    </>
  );
}
