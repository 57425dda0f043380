import BadgeCheck from "lucide-react/icons/badge-check";
import CalendarCheck from "lucide-react/icons/calendar-check";
import ClipboardCheck from "lucide-react/icons/clipboard-check";
import Hammer from "lucide-react/icons/hammer";
import HeartHandshake from "lucide-react/icons/heart-handshake";
import ShieldCheck from "lucide-react/icons/shield-check";
import Wallet from "lucide-react/icons/wallet";
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
