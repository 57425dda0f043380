import { site } from "~/content";
import { type ServiceWithSection } from "~/lib/offerings";
import { questionsOf } from "./offeringContent";

/**
 * The questions the owner links to this service (Questions › On the pages of), each with its answer
 * in plain HTML: nothing to open, no script. Nothing where none is linked.
 */
export function OfferingQuestions({ service }: { service: ServiceWithSection }) {
  const questions = questionsOf(service);
  if (questions.length === 0) return null;
  return (
    <section aria-labelledby="offering-questions-title" className="bg-paper-deep py-16 sm:py-20">
      <div className="container-site max-w-3xl">
        <h2 id="offering-questions-title" className="text-3xl font-semibold sm:text-4xl">
          {site.pages.offering.questionsHeading}
        </h2>
        <div className="mt-8 divide-y divide-line rounded-xl border border-line bg-white shadow-sm">
          {questions.map((item) => (
            <div key={item.id} className="px-5 py-5">
              <h3 className="font-sans text-base font-semibold text-charcoal sm:text-lg">{item.question}</h3>
              <p className="mt-2 text-ink-muted">{item.answer}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
