// The field of every content file that lists the sample details the owner has confirmed as their
// own (field paths such as "contact.address"), written by the editor's "These sample details are
// mine" ticks (docs/decisions/0016). Plain JavaScript: the loader and the editor's build share it.

/** The field's name, in every content file; it is not part of what the pages read. */
export const KEPT_SAMPLES_FIELD = "keptSampleDetails";

/** The tick that confirms every sample detail of its file at once, where all that remain are the owner's. */
export const ALL_ON_THIS_SCREEN = "all";

/**
 * Before a group's path ("promises in pages.contact"): the tick that confirms every promise left in
 * that group at once, the editor offering it beside the promises' own ticks on the Pages screen.
 */
export const EVERY_PROMISE_IN = "promises in ";
