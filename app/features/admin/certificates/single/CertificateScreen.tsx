import { useState } from "react";
import { Notice, type NoticeState } from "../../projects/fields";
import { CertificateDetails } from "./CertificateDetails";
import type { StaffCertificateView } from "./certificates-api";
import { changeText } from "./change-forms";
import { ReissueForm } from "./ReissueForm";
import { RevokeForm } from "./RevokeForm";

/**
 * One certificate for staff: the sentence about the last change, its details, and while it
 * is valid, revoking it or reissuing it with a corrected name.
 */
export function CertificateScreen({
  certificate,
  reissuedFrom,
  notice: openedWith,
}: {
  certificate: StaffCertificateView;
  reissuedFrom: string | null;
  /** What the page was opened with: a reissue's answer on the new certificate's page. */
  notice: NoticeState;
}) {
  const [notice, setNotice] = useState<NoticeState>(openedWith);
  return (
    <div className="space-y-8">
      <Notice notice={notice} />
      <CertificateDetails certificate={certificate} reissuedFrom={reissuedFrom} />
      {certificate.state === "valid" ? (
        <>
          <ReissueForm
            certificateId={certificate.id}
            holderName={certificate.holderName}
            holderEmail={certificate.holderEmail}
            onDone={setNotice}
          />
          <RevokeForm certificateId={certificate.id} onDone={setNotice} />
        </>
      ) : (
        <p className="text-slate-600">{changeText.notValid}</p>
      )}
    </div>
  );
}
