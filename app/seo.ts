import type { MetaDescriptor } from "react-router";
import { site } from "./content/site";

export interface PageMeta {
  title: string;
  description: string;
}

/** Every page's title reads "<page> | <site>", except the home page, which leads with the site. */
export function pageMeta({ title, description }: PageMeta): MetaDescriptor[] {
  return [{ title: `${title} | ${site.name}` }, { name: "description", content: description }];
}
