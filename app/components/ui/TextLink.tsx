import MessageSquareText from "lucide-react/icons/message-square-text";
import type { TextUsLink } from "~/lib/sms";

/**
 * A Text us link (app/lib/sms.ts textUsLink), shown on phones only: a computer rarely sends texts.
 * Nothing where the owner has no texting number.
 */
export function TextLink({
  link,
  className = "",
  iconClassName = "",
}: {
  link: TextUsLink | null;
  className?: string;
  iconClassName?: string;
}) {
  if (!link) return null;
  return (
    <a href={link.href} className={`${className} lg:hidden`}>
      <MessageSquareText aria-hidden="true" className={`size-5 shrink-0 ${iconClassName}`} />
      <span>
        {link.label}
        <span className="sr-only"> {link.display}</span>
      </span>
    </a>
  );
}
