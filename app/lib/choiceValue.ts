/**
 * What a form's choice sends for its label: "and" for "&". Without JavaScript the browser writes the
 * form into a mailto: link's body leaving "&" as it is (the HTML standard's mail-as-body encoding),
 * and the mail app then ends the body there, dropping the fields after it.
 */
export const choiceValue = (label: string): string => label.replace(/\s*&\s*/g, " and ");
