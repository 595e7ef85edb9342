import { site } from "#shared/content/site";
import { indiaTimeZone } from "#shared/domain/india-time";

export interface AddToProfile {
  /** The certification's name as the profile lists it: the programme. */
  name: string;
  organizationId: string | undefined;
  issuedAt: string;
  certUrl: string;
  certId: string;
}

/** The year and month (1–12) of a moment in India, where the certificate was issued. */
function indiaYearMonth(moment: string): { year: string; month: string } {
  const parts = new Intl.DateTimeFormat("en-IN", {
    timeZone: indiaTimeZone,
    year: "numeric",
    month: "numeric",
  }).formatToParts(new Date(moment));
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? "";
  return { year: part("year"), month: String(Number(part("month"))) };
}

/**
 * LinkedIn's "Add to profile" link for a certification, built as Open edX builds it
 * (LinkedInAddToProfileConfiguration.add_to_profile_url, docs/decisions/0043): the company
 * page's numeric id when configured (LINKEDIN_ORGANIZATION_ID), its name otherwise. Writing
 * to a profile through LinkedIn's API is for approved partners only; the link is the route.
 */
export function addToProfileUrl({ name, organizationId, issuedAt, certUrl, certId }: AddToProfile) {
  const { year, month } = indiaYearMonth(issuedAt);
  const parameters: Array<[string, string]> = [
    ["startTask", "CERTIFICATION_NAME"],
    ["name", name],
    organizationId ? ["organizationId", organizationId] : ["organizationName", site.name],
    ["issueYear", year],
    ["issueMonth", month],
    ["certUrl", certUrl],
    ["certId", certId],
  ];
  const query = parameters.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join("&");
  return `https://www.linkedin.com/profile/add?${query}`;
}
