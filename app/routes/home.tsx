import { Link } from "react-router";
import { EstimateForm } from "~/components/forms/EstimateForm";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { site } from "~/content";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Fence Company in Olive Branch, MS",
    path: "/",
  });

export default function Home() {
  return (
    <section className="bg-charcoal py-20 text-white">
      <div className="container-site hero-enter">
        <p className="font-semibold tracking-widest text-brand-light">{site.business.tagline}</p>
        <h1 className="mt-3 text-4xl font-semibold sm:text-6xl">Great Fences Make Better Neighbors!</h1>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/gallery" className="btn-primary">
            Our Projects
          </Link>
          <Link to="/contact" className="btn-outline-light">
            Learn About Financing Options
          </Link>
          <PhoneLink icon className="btn-outline-light" />
        </div>
        <EstimateForm className="mt-10 max-w-2xl" />
      </div>
    </section>
  );
}
