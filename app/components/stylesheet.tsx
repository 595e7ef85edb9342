import { createContext, useContext } from "react";

/**
 * The site's stylesheet text, handed from the server entry to the document. In the
 * browser it is undefined: there the document already holds it.
 */
const InlineStylesheetContext = createContext<string | undefined>(undefined);

export const InlineStylesheetProvider = InlineStylesheetContext.Provider;

/**
 * The site's one stylesheet. Every page the server writes carries it inline: on a slow
 * mobile network a separate render-blocking request costs a round trip and competes with
 * the scripts and the font, so the first paint waits. React treats a `<style>` with an
 * `href` and a `precedence` as a resource: in the browser it adopts the inlined copy by
 * its `href` and never downloads the file. The development server serves the file itself.
 */
export function Stylesheet({ href }: { href: string }) {
  const css = useContext(InlineStylesheetContext);
  if (import.meta.env.DEV) return <link rel="stylesheet" href={href} precedence="default" />;
  return (
    <style href={href} precedence="default">
      {css ?? ""}
    </style>
  );
}
