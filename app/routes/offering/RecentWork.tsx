import type { ServiceWithSection } from "~/lib/offerings";

/**
 * The place of a service's recent projects (newest first) and the reviews about it, between its
 * prices and its questions (issue 54, parts 2 and 4). The projects and reviews it will list are not
 * in the content yet, so it shows nothing: fill it here, the page around it stays as it is.
 */
export function RecentWork({ service }: { service: ServiceWithSection }) {
  void service;
  return null;
}
