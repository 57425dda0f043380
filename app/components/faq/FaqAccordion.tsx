import ChevronDown from "lucide-react/icons/chevron-down";
import { useRef, useState, type KeyboardEvent } from "react";
import { useIslandId } from "~/islands/islandId";
import type { FaqItem } from "~/content";

interface Props {
  items: FaqItem[];
  /** Heading level of each question, so the page outline stays unbroken. */
  headingLevel?: 3 | 4;
}

/**
 * WAI-ARIA accordion: at most one answer open; opening one closes the other;
 * activating the open one closes it. Up/Down/Home/End move between questions.
 * Every answer is in the prerendered HTML; without JavaScript CSS shows them all.
 */
export function FaqAccordion({ items, headingLevel = 3 }: Props) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useIslandId("faq");
  const buttonsRef = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttonsRef.current[target]?.focus();
  }

  return (
    <div className="faq divide-y divide-line rounded-xl border border-line bg-white shadow-sm">
      {items.map((item, index) => {
        const open = openId === item.id;
        const buttonId = `${baseId}-${item.id}-q`;
        const panelId = `${baseId}-${item.id}-a`;
        return (
          <div key={item.id}>
            <Heading className="font-sans text-base sm:text-lg">
              <button
                ref={(el) => {
                  buttonsRef.current[index] = el;
                }}
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                onKeyDown={(e) => onKeyDown(e, index)}
                className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-charcoal hover:text-brand-deep"
              >
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className={`size-5 shrink-0 text-brand-dark transition-transform motion-reduce:transition-none ${open ? "rotate-180" : ""}`}
                />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="faq-panel px-5 pb-5">
              <p className="max-w-prose text-ink-muted">{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
