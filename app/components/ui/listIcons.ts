import { BadgeCheck, CalendarCheck, ClipboardCheck, Hammer, HeartHandshake, ShieldCheck, Wallet } from "lucide-react";
import type { ListIcon } from "~/pages.mjs";

/** The picture each name of a list item's icon (content/pages.yml, e.g. the reasons under Why choose us) draws. */
export const LIST_ICON: Record<ListIcon, typeof BadgeCheck> = {
  estimate: ClipboardCheck,
  calendar: CalendarCheck,
  hammer: Hammer,
  shield: ShieldCheck,
  wallet: Wallet,
  family: HeartHandshake,
  check: BadgeCheck,
};
