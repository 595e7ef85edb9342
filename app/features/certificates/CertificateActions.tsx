import { Link } from "react-router";
import { buttonClass } from "../../components/button";
import { Icon } from "../../components/icons";
import { certificateTexts } from "./certificate-texts";
import type { CertificateLinks } from "./certificate-view";

/**
 * A valid certificate's links: its page (where the holder is not already on it), the PDF,
 * and LinkedIn's "Add to profile" form, filled in, in a new tab. `about` names the
 * certificate to a screen reader where several are listed.
 */
export function CertificateActions({
  links,
  withPage = false,
  about,
  size = "large",
}: {
  links: CertificateLinks;
  withPage?: boolean;
  about?: string;
  size?: "large" | "small";
}) {
  const extra = size === "small" ? "px-3 text-sm" : "";
  const named = about ? <span className="sr-only"> ({about})</span> : null;
  return (
    <div className="flex flex-wrap gap-3">
      {withPage && (
        <Link to={links.page} className={buttonClass("outline", extra)}>
          View{named}
        </Link>
      )}
      <a href={links.pdf} className={buttonClass("primary", extra)}>
        {withPage ? "PDF" : certificateTexts.downloadPdf}
        {named}
      </a>
      <a
        href={links.linkedIn}
        target="_blank"
        rel="noopener"
        className={buttonClass("outline", extra)}
      >
        <Icon name="linkedin" />
        {withPage ? "Add to LinkedIn" : certificateTexts.addToLinkedIn}
        {named}
        <span className="sr-only"> (opens LinkedIn in a new tab)</span>
      </a>
    </div>
  );
}
