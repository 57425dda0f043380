import Phone from "lucide-react/icons/phone";
import type { ComponentProps } from "react";
import { contact, type SiteContent } from "~/content";

type Props = Omit<ComponentProps<"a">, "href" | "children"> & {
  /** Visible words instead of the number, e.g. 'Call us Now!'. The number is added for screen readers. */
  label?: string;
  icon?: boolean;
  /** Classes for the text, e.g. to show the number only on wide screens. */
  textClassName?: string;
  iconClassName?: string;
  /** The content's number unless given (the editor's preview passes the one being edited). */
  phone?: SiteContent["contact"]["phone"];
};

/** The company phone as a call link: the one place a tel: link is written. */
export function PhoneLink({
  label,
  icon = false,
  textClassName,
  iconClassName = "",
  phone = contact.phone,
  ...rest
}: Props) {
  const { display, tel } = phone;
  return (
    <a href={`tel:${tel}`} {...rest}>
      {icon && <Phone aria-hidden="true" className={`size-5 shrink-0 ${iconClassName}`} />}
      <span className={textClassName}>
        {label ?? display}
        {label && <span className="sr-only"> {display}</span>}
      </span>
    </a>
  );
}
