import { site } from "#shared/content/site";

/** For readers without JavaScript, who cannot send the form: another way to reach us. */
export function NoScriptNote() {
  return (
    <noscript>
      <p className="text-sm text-slate-700">
        Sending this form needs JavaScript. You can also write to{" "}
        <a href={`mailto:${site.email}`} className="font-medium text-brand-700 underline">
          {site.email}
        </a>{" "}
        or call {site.phone}.
      </p>
    </noscript>
  );
}
